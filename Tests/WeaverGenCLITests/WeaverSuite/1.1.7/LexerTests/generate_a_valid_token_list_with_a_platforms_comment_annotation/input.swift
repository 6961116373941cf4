final class Host {
  // weaver: api = API
  // weaver: api.platforms = [.iOS,.watchOS]
}
