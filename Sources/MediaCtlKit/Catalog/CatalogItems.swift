/// A catalog's items, by position: an array, or the item records of a catalog cache decoded
/// when first read (`ItemRecords`), so a one-shot request against a million-item catalog
/// decodes the few items it reads instead of all of them. Either way a position always gives
/// the same instance. Changing an item (a session adding a playlist) decodes them all first.
public struct CatalogItems: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
  private var array: [CatalogItem]
  /// When set, the items are these records' and `array` is empty.
  private var records: ItemRecords?

  public init() {
    array = []
  }

  public init(_ items: [CatalogItem]) {
    array = items
  }

  public init(arrayLiteral items: CatalogItem...) {
    array = items
  }

  init(records: ItemRecords) {
    array = []
    self.records = records
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { records?.count ?? array.count }

  @inline(__always)
  public subscript(position: Int) -> CatalogItem {
    get {
      if let records { return records.item(position) }
      return array[position]
    }
    set {
      materialize()
      array[position] = newValue
    }
  }

  public mutating func append(_ item: CatalogItem) {
    materialize()
    array.append(item)
  }

  /// Every item in an array.
  public var all: [CatalogItem] { records?.all() ?? array }

  /// Whether items are decoded as they are read (from a cache's records).
  var decodesOnDemand: Bool { records != nil }

  private mutating func materialize() {
    guard let records else { return }
    array = records.all()
    self.records = nil
  }

  public static func == (lhs: CatalogItems, rhs: CatalogItems) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
