let app = AppDelegate(injecting: AppDelegateDependencyContainer())
async let saved: Void = app.dependencies.store.save()
app.dependencies.screen.show()
await saved
