extension RandomAccessCollection where Index == Int {
  /// The index of the first element for which `belongsInSecondPartition` holds, in a collection
  /// where every element for which it does not hold comes first (a list sorted by the key sought:
  /// `{ $0.name >= name }`); `endIndex` when there is none. By halves, as swift-algorithms' method
  /// of this name, which the tool does not link. Over indices (`list.indices.partitioningIndex {
  /// list[$0].name >= name }`), a search reads one field of each element it visits, not a copy.
  func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
