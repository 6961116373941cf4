final class Host {
  // weaver: request <= Request<T, P>
}
