final class MyService {
  // weaver: api = API
}
