let root = AppRoot(injecting: AppRootDependencyContainer())
print(root.dependencies.profile(userID: 1).summary)
