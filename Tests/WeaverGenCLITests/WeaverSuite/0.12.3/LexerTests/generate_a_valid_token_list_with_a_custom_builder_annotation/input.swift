final class Host {
  // weaver: api = API
  // weaver: api.builder = make
}
