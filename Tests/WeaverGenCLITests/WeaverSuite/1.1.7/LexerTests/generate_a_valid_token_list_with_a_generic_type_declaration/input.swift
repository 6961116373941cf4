public final class MyService<T>: CustomStringDescription {
}
