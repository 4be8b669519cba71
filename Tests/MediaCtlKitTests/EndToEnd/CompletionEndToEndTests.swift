import Foundation
import Testing

/// `mediactl completions bash`, loaded into a real bash whose completion function is called on
/// sample command lines (as bash splits them, `=` a word of its own), with the built binary on
/// PATH and a folder of files to complete.
struct CompletionEndToEndTests {
  /// The folder of files to complete, one per call (so each test can remove its own); the
  /// caller removes it with a `defer`.
  static func makeFolder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory("mediactl-complete")
    for directory in ["sub", "out"] {
      try FileManager.default.createDirectory(atPath: folder.path + "/" + directory, withIntermediateDirectories: true)
    }
    for file in ["cat.json", "notes.txt", "vocab.plist", "calls.utterances"] {
      _ = FileManager.default.createFile(atPath: folder.path + "/" + file, contents: Data("{}".utf8))
    }
    return folder
  }

  /// What bash offers for `words` (the last is the word being typed).
  func complete(_ words: [String]) throws -> [String] {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let folder = try Self.makeFolder()
    defer { folder.remove() }
    let script = folder.path + "/mediactl.bash"
    let completions = try runMediactl("completions", "bash")
    #expect(completions.status == 0)
    _ = FileManager.default.createFile(atPath: script, contents: Data(completions.stdout.utf8))
    let driver = """
      source "$0" || exit 9
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
      _mediactl || exit 8
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let run = try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", driver, script] + words, environment: environment, directory: folder.path)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test(arguments: [
    (["mediactl", "re"], ["replay"]),
    (["mediactl", "comp"], ["completions"]),
    (["mediactl", "--dev"], ["--device"]),
    (["mediactl", "--device", "h"], ["homepod"]),
    (["mediactl", "--device", "=", "ca"], ["carplay"]),  // --device=ca
    (["mediactl", "--locale", ""], ["en-US", "zh-CN"]),
    (["mediactl", "--expect", "co"], ["code=", "command="]),
    (["mediactl", "--now-playing", "song-maybe"], ["song-maybe-sometime"]),
    (["mediactl", "--catalog", ""], ["cat.json", "out", "sub"]),  // .json files and folders
    (["mediactl", "--vocabulary", ""], ["cat.json", "out", "sub", "vocab.plist"]),
    (["mediactl", "--cache", ""], ["out", "sub"]),
    (["mediactl", "replay", "--rep"], ["--report"]),
    (["mediactl", "replay", "--report", ""], ["csv=", "html=", "json=", "junit=", "tap="]),
    (["mediactl", "replay", "--report", "junit", "=", "o"], ["out"]),  // --report junit=o
    (["mediactl", "replay", "--record", "c"], ["calls.utterances", "cat.json"]),
    (["mediactl", "catalog", ""], ["check"]),
    (["mediactl", "catalog", "check", ""], ["cat.json", "out", "sub"]),
    (["mediactl", "state", ""], ["reset", "show"]),
    (["mediactl", "completions", ""], ["bash", "fish", "zsh"]),
    (["mediactl", "help", "sh"], ["shell"]),
    (["mediactl", "bench", "--s"], ["--seed", "--sizes", "--speech"]),
    (["mediactl", "play", "Kh"], []),  // an utterance: nothing to offer
    (["mediactl", "--json", "play", "--no-s"], ["--no-subscription"]),
  ])
  func bashCompletes(_ words: [String], _ expected: [String]) throws {
    #expect(try complete(words) == expected)
  }

  @Test func theFirstWordOffersEveryCommandAndOptionsAfterADash() throws {
    let commands = try complete(["mediactl", ""])
    #expect(commands == ["bench", "catalog", "completions", "help", "parse", "replay", "shell", "state"])
    let options = try complete(["mediactl", "shell", "--"])
    #expect(options.contains("--state") && options.contains("--device") && options.contains("--help"))
    #expect(!options.contains("--sizes") && !options.contains("--record"))
  }

  @Test(arguments: ["zsh", "fish"])
  func theOtherShellsScriptsAskTheSameCommand(_ shell: String) throws {
    let run = try runMediactl("completions", shell)
    #expect(run.status == 0)
    #expect(run.stdout.contains("__complete"))
    #expect(run.stdout.contains(shell == "zsh" ? "#compdef mediactl" : "complete -c mediactl"))
  }

  /// fish's own completer (`complete -C`) on the fish script, where fish is installed.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletes() throws {
    guard let binary = MediactlBinary.url else { throw MediactlNotBuilt() }
    let folder = try Self.makeFolder()
    defer { folder.remove() }
    let script = folder.path + "/mediactl.fish"
    _ = FileManager.default.createFile(atPath: script, contents: Data(try runMediactl("completions", "fish").stdout.utf8))
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let run = try runProgram(
      "/usr/bin/fish", ["--no-config", "-c", "source $argv[1]; complete -C 'mediactl --device h'; complete -C 'mediactl --catalog c'", script],
      environment: environment, directory: folder.path)
    #expect(run.stdout.split(separator: "\n").map(String.init) == ["homepod", "cat.json"], "\(run.stderr)")
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let run = try runMediactl("completions", "tcsh")
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: 'completions' takes one of bash, zsh, fish, not 'tcsh'"))
  }
}
