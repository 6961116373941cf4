public final class MyService {
}
