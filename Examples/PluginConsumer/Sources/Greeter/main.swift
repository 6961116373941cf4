let greeter = Greeter(injecting: GreeterDependencyContainer())
for name in ["Ada", "Grace"] {
  print(greeter.dependencies.greeting(name: name).text)
}
