/// The version of weaver-gen, printed by `weaver-gen version` and `--version`.
public enum WeaverGenVersion {
  public static let current = "0.1.0"
}
