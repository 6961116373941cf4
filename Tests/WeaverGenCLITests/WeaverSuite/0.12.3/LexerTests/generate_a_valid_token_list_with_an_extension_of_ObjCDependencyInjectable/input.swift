extension MyService: MyServiceObjCDependencyInjectable {
}
