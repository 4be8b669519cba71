#!/usr/bin/env python3
"""Drives a program on a pseudo-terminal, as a person at a terminal would, for the shell's
end-to-end tests (ShellPtyEndToEndTests).

usage: pty-session.py STEPS_JSON PROGRAM [ARG...]

STEPS_JSON is a list of steps, run in order:
  {"send": "text"}                 type the text (\\r is Enter, \\u0012 is Ctrl-R, ...)
  {"wait": "text", "count": n}     until the output holds the text n times (default 1; 10 s)
  {"sleep": seconds}
  {"signal": "TERM"}               send a signal to the program
  {"stopped": true}                wait until the program has stopped (SIGTSTP)
  {"termios": "name"}              record the terminal's settings under that name
Environment: COLUMNS/LINES set the terminal's size (default 80x24).
Prints one JSON object: output (all the program wrote), status (exit code, or -N when
killed by signal N; null when still running at the end), termios (name -> {echo, icanon,
isig, same_as_start}), error (a step that timed out, or null).
"""
import fcntl, json, os, pty, select, signal, struct, sys, termios, time

steps = json.loads(sys.argv[1])
program = sys.argv[2:]
cols = int(os.environ.get("COLUMNS", "80"))
rows = int(os.environ.get("LINES", "24"))

master, slave = pty.openpty()
fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
start = termios.tcgetattr(slave)

pid = os.fork()
if pid == 0:
    # As a login shell would: no signal blocked or ignored (a test runner may leave some so).
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    for number in range(1, signal.NSIG):
        try:
            signal.signal(number, signal.SIG_DFL)
        except (OSError, ValueError):
            pass
    os.setsid()
    fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    for fd in (0, 1, 2):
        os.dup2(slave, fd)
    os.close(master)
    os.close(slave)
    os.execv(program[0], program)

output = bytearray()
status = None
error = None
records = {}


def pump(timeout):
    ready, _, _ = select.select([master], [], [], timeout)
    if ready:
        try:
            data = os.read(master, 65536)
        except OSError:
            data = b""
        output.extend(data)
        return bool(data)
    return False


def reap(flags=os.WNOHANG):
    global status
    if status is not None:
        return True
    done, code = os.waitpid(pid, flags)
    if done == 0:
        return False
    if os.WIFSTOPPED(code):
        return "stopped"
    status = os.WEXITSTATUS(code) if os.WIFEXITED(code) else -os.WTERMSIG(code)
    return True


for step in steps:
    if "send" in step:
        os.write(master, step["send"].encode())
        pump(0.05)
    elif "wait" in step:
        want = step["wait"].encode()
        count = step.get("count", 1)
        deadline = time.time() + step.get("timeout", 10)
        while output.count(want) < count and time.time() < deadline:
            if not pump(0.1) and reap() is True:
                pump(0.1)
                break
        if output.count(want) < count:
            error = "timed out waiting for %r" % step["wait"]
            break
    elif "sleep" in step:
        deadline = time.time() + step["sleep"]
        while time.time() < deadline:
            pump(0.05)
    elif "signal" in step:
        os.kill(pid, getattr(signal, "SIG" + step["signal"]))
    elif "stopped" in step:
        deadline = time.time() + 10
        while time.time() < deadline:
            pump(0.05)
            if os.waitpid(pid, os.WNOHANG | os.WUNTRACED)[0] == pid:
                break
        else:
            error = "the program did not stop"
            break
    elif "termios" in step:
        pump(0.1)
        now = termios.tcgetattr(slave)
        records[step["termios"]] = {
            "echo": bool(now[3] & termios.ECHO),
            "icanon": bool(now[3] & termios.ICANON),
            "isig": bool(now[3] & termios.ISIG),
            "same_as_start": now[:6] == start[:6],
        }

deadline = time.time() + 10
while status is None and time.time() < deadline:
    pump(0.05)
    reap()
if status is None:
    os.kill(pid, signal.SIGKILL)
    reap(0)
    error = error or "still running 10 s after the last step (killed)"
while pump(0.05):
    pass
print(json.dumps({"output": output.decode("utf-8", "replace"), "status": status, "termios": records, "error": error}))
