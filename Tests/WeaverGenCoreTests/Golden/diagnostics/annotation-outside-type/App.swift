// weaver: stray <- Stray
