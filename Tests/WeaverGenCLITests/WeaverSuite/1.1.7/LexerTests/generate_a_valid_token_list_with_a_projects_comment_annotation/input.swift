final class Host {
  // weaver: api = API
  // weaver: api.projects = [MyApp, AlternateApp]
}
