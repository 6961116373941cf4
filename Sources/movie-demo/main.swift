import Foundation
import MovieSample

// Runs the movie sample and prints its screens: offline from the TMDB responses bundled with it, or
// with `--live` against TMDB itself, with the key of your account in TMDB_API_KEY. Top-level code runs
// on the main actor, where the sample's screens, view controllers, live.
do {
  let live = CommandLine.arguments.dropFirst().contains("--live")
  for line in try await MovieDemo.transcript(live: live) { print(line) }
} catch {
  FileHandle.standardError.write(Data("movie-demo: \(error)\n".utf8))
  exit(1)
}
