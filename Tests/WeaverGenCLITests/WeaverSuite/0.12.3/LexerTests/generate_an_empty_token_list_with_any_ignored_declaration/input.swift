func ignoredFunc() {
}
