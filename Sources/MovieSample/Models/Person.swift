/// A person (actor, director, ...) as TMDB's `person/{id}` endpoint returns them; only `PersonManager`,
/// not wired into the screens yet, loads people.
struct Person: Codable, Equatable, Identifiable, Sendable {
  let id: UInt
  let name: String
  let knownForDepartment: String
  /// `yyyy-MM-dd`, or `null` when unknown.
  let birthday: String?
  let placeOfBirth: String?
  let profilePath: String?
}
