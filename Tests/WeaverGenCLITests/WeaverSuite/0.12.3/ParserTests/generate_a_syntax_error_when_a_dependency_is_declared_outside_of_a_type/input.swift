// weaver: api = API <- APIProtocol
