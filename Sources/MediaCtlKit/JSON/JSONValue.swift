/// A parsed JSON value that remembers where it stood in its source, so every later error
/// (a wrong type, an unknown enum case) can name a line and column.
public struct JSONNode: Sendable {
  public indirect enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  public struct Member: Sendable {
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var value: JSONNode
  }

  public var value: Value
  /// Byte offset of the value's first character in the source.
  public var offset: Int

  public init(_ value: Value, offset: Int = 0) {
    self.value = value
    self.offset = offset
  }

  /// A short name of the kind of value, for "expected a string, found an array".
  public var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
