class Test {
}
