import Foundation

extension Replayer {
  /// Utterances handed to the reports per step: a long file is read, answered (ahead on
  /// every core, then in order) and reported this many at a time; short files are batched
  /// up to this many and run side by side. The results of one step are all a run keeps.
  static let streamChunk = 4096

  /// Runs every file in order, handing each result to `reporter` as soon as it and those
  /// before it are known. Memory stays constant whatever the files' length; the output is
  /// the same as a sequential run's.
  mutating func stream(_ paths: [String], into reporter: ReplayReporter, chunk limit: Int = streamChunk) {
    var batch: [(path: String, chunk: ReplaySource.Chunk)] = []
    var batchUtterances = 0
    var bytesDone = 0
    func flush() {
      guard !batch.isEmpty else { return }
      runBatch(batch, into: reporter)
      for item in batch { bytesDone += Self.size(of: item.path) }
      reporter.progress?.update(utterances: reporter.tally.utterances, bytes: bytesDone)
      batch = []
      batchUtterances = 0
    }
    for path in paths {
      let source: ReplaySource
      let first: ReplaySource.Chunk
      do {
        source = try ReplaySource(path: path)
        guard let chunk = try source.next(limit: limit) else { continue }
        first = chunk
      } catch {
        flush()
        reporter.problem(error)
        continue
      }
      if first.isLast {
        if batchUtterances + first.utterances > limit { flush() }
        batch.append((path, first))
        batchUtterances += first.utterances
        continue
      }
      flush()
      // A long file: chunk by chunk, its session carried from one to the next. While one
      // chunk is walked in order and reported (on this thread), the next is read and answered
      // ahead on the other threads, so no core waits for the in-order walk.
      reporter.beginFile(path)
      var session = FileSession(path: path, base: base)
      var chunk: ReplaySource.Chunk? = first
      var ahead = PendingAnswers(first, plan: session.plan(first.entries), base: base, cache: cache)
      while let current = chunk {
        for problem in current.problems { reporter.problem(problem) }
        var next: ReplaySource.Chunk?
        var failure: Diagnostic?
        if !current.isLast {
          do {
            next = try source.next(limit: limit)
          } catch {
            failure = error
          }
        }
        let answers = ahead.wait()
        if let next {
          let settings = session.settings(after: current.entries)
          ahead = PendingAnswers(next, plan: session.plan(next.entries, from: settings), base: base, cache: cache)
        }
        session.run(current.entries, ahead: answers, cache: cache) { reporter.add($0) }
        reporter.progress?.update(utterances: reporter.tally.utterances, bytes: bytesDone + source.bytesRead)
        if let failure { reporter.problem(failure) }
        chunk = next
      }
      reporter.endFile()
      bytesDone += Self.size(of: path)
    }
    flush()
  }

  /// Short files side by side, each its own session; reported in order.
  private func runBatch(_ batch: [(path: String, chunk: ReplaySource.Chunk)], into reporter: ReplayReporter) {
    let slots = ResultSlots<CaseResult>(count: batch.count)
    let cache = self.cache
    let base = self.base
    DispatchQueue.concurrentPerform(iterations: batch.count) { i in
      let worker = Replayer(base: base, cache: cache)
      var session = FileSession(path: batch[i].path, base: base)
      let entries = batch[i].chunk.entries
      let ahead = batch[i].chunk.utterances >= Self.runAheadMinimum ? worker.runAhead(session.plan(entries)) : []
      var results: [CaseResult] = []
      session.run(entries, ahead: ahead, cache: cache) { results.append($0) }
      slots.set(i, results)
    }
    for (i, item) in batch.enumerated() {
      reporter.beginFile(item.path)
      for problem in item.chunk.problems { reporter.problem(problem) }
      for result in slots.get(i) { reporter.add(result) }
      reporter.endFile()
    }
  }

  /// The file's size in bytes (0 when it cannot be read: progress only).
  static func size(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}

/// A chunk's answers made ahead (`Replayer.runAhead`) on other threads, started at once and
/// waited for when the chunk's turn comes; nothing when the chunk is too short to be worth it.
final class PendingAnswers: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var answers: [Replayer.Answer?] = []
  private let started: Bool

  init(_ chunk: ReplaySource.Chunk, plan: [(text: String, settings: ReplaySettings)], base: ReplaySettings, cache: SimulatorCache) {
    started = chunk.utterances >= Replayer.runAheadMinimum
    guard started else { return }
    DispatchQueue.global().async {
      self.answers = Replayer(base: base, cache: cache).runAhead(plan)
      self.done.signal()
    }
  }

  /// The answers, once made (at once when none were started).
  func wait() -> [Replayer.Answer?] {
    if started { done.wait() }
    return answers
  }
}
