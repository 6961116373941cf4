open class MyService {
}
