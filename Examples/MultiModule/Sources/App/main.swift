import Core

let root = AppRoot(injecting: AppRootDependencyContainer())
let tally = root.dependencies.tally
let first = root.dependencies.profile(userID: 1)
let second = root.dependencies.profile(userID: 2)
_ = root.dependencies.settings
_ = root.dependencies.settings
print(first === second ? "same screen" : "a screen per call")
print(tally.entries.joined(separator: ", "))
print(second.summary)
