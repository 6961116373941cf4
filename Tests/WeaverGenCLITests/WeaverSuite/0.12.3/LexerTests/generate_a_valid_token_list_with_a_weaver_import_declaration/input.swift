// weaver: import API
