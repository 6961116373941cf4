/// The version of weaver-gen, printed by `weaver-gen version` and `--version`.
package enum WeaverGenVersion {
  package static let current = "0.1.0"
}
