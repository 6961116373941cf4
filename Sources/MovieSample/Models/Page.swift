/// One page of a paginated TMDB list: discover results, reviews.
///
/// Generic over its items, as in the tutorial, so every paginated endpoint decodes with the same type.
struct Page<Item: Codable & Sendable>: Codable, Sendable {
  let page: Int
  let results: [Item]
  let totalPages: Int
  let totalResults: Int
}
