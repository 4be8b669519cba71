import Foundation

/// The bench table and `--json`, with what describes the machine.
public enum BenchmarkReport {
  public static var machine: [(String, JSONOutput)] {
    let info = ProcessInfo.processInfo
    var cpu = "unknown"
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    return [
      ("cores", .number(Double(info.activeProcessorCount))),
      ("memoryBytes", .number(Double(info.physicalMemory))),
      ("cpu", .string(cpu)),
      ("os", .string(info.operatingSystemVersionString)),
      ("build", .string(build)),
      ("mediactl", .string(MediaCtl.version)),
    ]
  }

  public static func json(_ results: [Benchmark.SizeResult]) -> JSONOutput {
    .object([
      (
        "sizes",
        .array(
          results.map { r in
            .object([
              ("items", .number(Double(r.items))), ("catalogBytes", .number(Double(r.catalogBytes))),
              ("loadSeconds", .number(round(r.loadSeconds))), ("indexSeconds", .number(round(r.indexSeconds))),
              ("cachedLoadSeconds", r.cachedLoadSeconds.map { .number(round($0)) } ?? .null),
              ("parseMicros", .object([("p50", .number(round(r.parseMicros.p50))), ("p99", .number(round(r.parseMicros.p99)))])),
              ("resolveMicros", .object([("p50", .number(round(r.resolveMicros.p50))), ("p99", .number(round(r.resolveMicros.p99)))])),
              ("replayUtterancesPerSecond", .number(r.replayUtterancesPerSecond.rounded())),
              ("peakResidentBytes", .number(Double(r.peakResidentBytes))),
              ("utterances", .number(Double(r.utterances))), ("checked", .number(Double(r.checked))),
              ("wrong", .array(r.wrong.map(JSONOutput.string))),
              ("paths", r.paths?.json ?? .null),
            ])
          })
      ),
      ("machine", .object(machine)),
    ])
  }

  static func round(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

  public static func table(_ results: [Benchmark.SizeResult]) -> String {
    let m = Dictionary(uniqueKeysWithValues: machine.map { ($0.0, $0.1) })
    func s(_ key: String) -> String {
      switch m[key] {
      case .string(let v)?: v
      case .number(let v)?: v.formatted
      default: "?"
      }
    }
    var lines = [
      "machine: \(s("cores")) cores, \(String(format: "%.1f", (Double(s("memoryBytes")) ?? 0) / 1_073_741_824)) GiB, \(s("cpu")); \(s("build")) build, mediactl \(s("mediactl"))"
    ]
    #if DEBUG
      lines.append("warning: a debug build; measure with `swift build -c release` for representative figures")
    #endif
    let header = ["items", "catalog", "load s", "MB/s", "index s", "cached s", "parse µs p50/p99", "resolve µs p50/p99", "replay utt/s", "peak RSS"]
    var rows: [[String]] = [header]
    for r in results {
      let mb = Double(r.catalogBytes) / 1_000_000
      rows.append([
        grouped(r.items), String(format: "%.1f MB", mb), String(format: "%.2f", r.loadSeconds),
        String(format: "%.0f", mb / max(r.loadSeconds, 1e-9)), String(format: "%.2f", r.indexSeconds),
        r.cachedLoadSeconds.map { String(format: "%.2f", $0) } ?? "-",
        String(format: "%.1f / %.1f", r.parseMicros.p50, r.parseMicros.p99),
        String(format: "%.1f / %.1f", r.resolveMicros.p50, r.resolveMicros.p99),
        grouped(Int(r.replayUtterancesPerSecond)), String(format: "%.0f MB", Double(r.peakResidentBytes) / 1_048_576),
      ])
    }
    let widths = header.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
    for row in rows {
      lines.append(row.indices.map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  "))
    }
    for r in results { if let p = r.paths { lines.append("\(grouped(r.items)) items: \(p.line)") } }
    for r in results {
      lines.append("\(grouped(r.items)) items: \(r.checked) answers checked, \(r.wrong.count) wrong")
      for w in r.wrong.prefix(10) { lines.append("  wrong: \(w)") }
    }
    return lines.joined(separator: "\n")
  }

  static func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, ch) in digits.reversed().enumerated() {
      if i > 0 && i % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return String(out.reversed())
  }
}
