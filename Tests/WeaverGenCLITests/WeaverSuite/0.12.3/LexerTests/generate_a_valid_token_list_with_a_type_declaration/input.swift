final class MyService {
}
