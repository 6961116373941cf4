internal final class MyService {
}
