import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers need, in plain memory allocated before any handler is installed
/// (a handler may only call async-signal-safe functions: `tcsetattr`, `sigaction`, `kill`).
struct TerminalSignalState {
  var fd: Int32 = -1
  var original = termios()
  var raw = termios()
  /// The terminal is in raw mode now.
  var isRaw: Int32 = 0
  /// The process was stopped and continued since the editor last asked (it redraws).
  var continued: Int32 = 0
  var installed: Int32 = 0
}

/// Gives the terminal back on every catchable signal that ends or stops the shell: SIGTERM,
/// SIGHUP, SIGINT (from outside: typed Ctrl-C is a key in raw mode), SIGQUIT, SIGABRT and the
/// others that terminate restore the settings and then die of the same signal, so the parent
/// sees the usual status (143 for SIGTERM); SIGTSTP, SIGTTIN and SIGTTOU restore, stop, and take
/// raw mode again when continued; SIGCONT after a SIGSTOP takes raw mode again. Faults (SIGSEGV,
/// SIGILL, …) restore and go on to the handler that was there (Swift's backtracer). A signal
/// the process was started ignoring (SIGHUP under `nohup`) stays ignored.
enum TerminalSignals {
  nonisolated(unsafe) static let state: UnsafeMutablePointer<TerminalSignalState> = {
    let p = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
    p.initialize(to: TerminalSignalState())
    return p
  }()
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    p.initialize(repeating: sigaction(), count: 65)
    return p
  }()

  static let terminating = [SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
  static let faults = [SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGSYS]
  static let stopping = [SIGTSTP, SIGTTIN, SIGTTOU]

  static func install() {
    let s = state
    let saved = previous
    guard s.pointee.installed == 0 else { return }
    s.pointee.installed = 1
    for signal in terminating + faults + stopping + [SIGCONT] {
      var old = sigaction()
      sigaction(signal, nil, &old)
      saved[Int(signal)] = old
      if isIgnored(old) { continue }
      var action = sigaction()
      setHandler(&action)
      // Stops and continues interrupt a read, so the editor redraws.
      action.sa_flags = SA_SIGINFO | (stopping.contains(signal) || signal == SIGCONT ? 0 : SA_RESTART)
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
    #endif
  }

  static func setHandler(_ action: inout sigaction) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handleSignal
    #else
      action.__sigaction_u.__sa_sigaction = handleSignal
    #endif
  }

  static func willEnterRawMode(fd: Int32, original: termios, raw: termios) {
    state.pointee.fd = fd
    state.pointee.original = original
    state.pointee.raw = raw
    state.pointee.isRaw = 1
  }

  static func didRestore() { state.pointee.isRaw = 0 }

  static func restoreNow() {
    guard state.pointee.isRaw != 0 else { return }
    state.pointee.isRaw = 0
    tcsetattr(state.pointee.fd, TCSADRAIN, &state.pointee.original)
  }

  static func takeContinued() -> Bool {
    let was = state.pointee.continued != 0
    state.pointee.continued = 0
    return was
  }
}

/// The handler for every signal above; only async-signal-safe calls.
private func handleSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
  let s = TerminalSignals.state
  let wasRaw = s.pointee.isRaw != 0
  if wasRaw {
    s.pointee.isRaw = 0
    tcsetattr(s.pointee.fd, TCSADRAIN, &s.pointee.original)
  }
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  switch signal {
  case SIGCONT:
    if wasRaw {
      tcsetattr(s.pointee.fd, TCSADRAIN, &s.pointee.raw)
      s.pointee.isRaw = 1
    }
    s.pointee.continued = 1
  case SIGTSTP, SIGTTIN, SIGTTOU:
    // Stop here with the default action; when continued, take the handler and raw mode back.
    var stop = sigaction()
    sigemptyset(&stop.sa_mask)
    sigaction(signal, &stop, nil)  // a zeroed action is SIG_DFL
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    kill(getpid(), signal)
    var again = sigaction()
    TerminalSignals.setHandler(&again)
    again.sa_flags = SA_SIGINFO
    sigemptyset(&again.sa_mask)
    sigaction(signal, &again, nil)
    if wasRaw {
      tcsetattr(s.pointee.fd, TCSADRAIN, &s.pointee.raw)
      s.pointee.isRaw = 1
    }
    s.pointee.continued = 1
  default:
    let isFault = TerminalSignals.faults.contains(signal)
    var next = isFault ? TerminalSignals.previous[Int(signal)] : sigaction()  // else: the default action
    sigaction(signal, &next, nil)
    // A fault the kernel raised happens again on return, now to the previous handler.
    if isFault, let code = info?.pointee.si_code, code > 0 { return }
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    kill(getpid(), signal)
  }
}
