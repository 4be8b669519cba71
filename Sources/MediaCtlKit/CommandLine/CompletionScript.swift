/// `mediactl completions bash|zsh|fish`: small scripts that ask the installed binary
/// (`mediactl __complete WORD...`, answered by `Completion` from `CommandTable`) what to offer,
/// and let the shell complete paths itself, so the scripts never go stale when options change.
public enum CompletionScript {
  public enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

  public static func text(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  static let bash = #"""
    # bash completion for mediactl (from `mediactl completions bash`)
    # Load it with: source <(mediactl completions bash)
    _mediactl() {
      local cur="${COMP_WORDS[COMP_CWORD]}" i w
      local -a words=()
      # bash splits `--device=homepod` at `=`; mediactl wants the word whole.
      for ((i = 1; i <= COMP_CWORD; i++)); do
        w="${COMP_WORDS[i]}"
        if ((${#words[@]} > 0)) && [[ "$w" == "=" || "${words[${#words[@]}-1]}" == *= ]]; then
          words[${#words[@]}-1]+="$w"
        else
          words+=("$w")
        fi
      done
      local -a reply
      mapfile -t reply < <(command "${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null)
      ((${#reply[@]} >= 2)) || return 0
      local -a kind=(${reply[0]})
      local prefix="${reply[1]}" typed="${words[${#words[@]}-1]}"
      # What bash replaces is `cur`, the end of the word: keep the rest.
      local keep="${typed%"$cur"}"
      COMPREPLY=()
      case "${kind[0]}" in
      words)
        for w in "${reply[@]:2}"; do
          COMPREPLY+=("${w#"$keep"}")
          [[ "$w" == *= ]] && compopt -o nospace 2>/dev/null
        done
        ;;
      files | directories)
        local value="${typed#"$prefix"}" f e ok
        local -a found
        compopt -o filenames 2>/dev/null
        if [[ "${kind[0]}" == directories ]]; then
          mapfile -t found < <(compgen -d -- "$value")
        else
          mapfile -t found < <(compgen -f -- "$value")
        fi
        for f in "${found[@]}"; do
          ok=1
          if ((${#kind[@]} > 1)) && [[ ! -d "$f" ]]; then
            ok=0
            for e in "${kind[@]:1}"; do [[ "$f" == *."$e" ]] && ok=1; done
          fi
          ((ok)) && COMPREPLY+=("${prefix#"$keep"}$f")
        done
        ;;
      esac
      return 0
    }
    complete -F _mediactl mediactl

    """#

  static let zsh = #"""
    #compdef mediactl
    # zsh completion for mediactl (from `mediactl completions zsh`)
    # Save it as _mediactl in a folder of $fpath (before compinit runs).
    _mediactl() {
      local -a reply candidates spaced unspaced kind
      local c prefix
      reply=("${(@f)$(command ${words[1]} __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
      (( ${#reply} >= 1 )) || return 1
      kind=(${=reply[1]})
      prefix=${reply[2]-}
      case $kind[1] in
      words)
        candidates=("${(@)reply[3,-1]}")
        for c in $candidates; do
          if [[ $c == *= ]]; then unspaced+=("$c"); else spaced+=("$c"); fi
        done
        (( ${#spaced} )) && compadd -- $spaced
        (( ${#unspaced} )) && compadd -S '' -- $unspaced
        ;;
      files|directories)
        [[ -n $prefix ]] && compset -P "${(b)prefix}"
        if [[ $kind[1] == directories ]]; then
          _files -/
        elif (( ${#kind} > 2 )); then
          _files -g "*.(${(j:|:)kind[2,-1]})"
        elif (( ${#kind} == 2 )); then
          _files -g "*.$kind[2]"  # not *.(json): a final (…) is read as glob qualifiers
        else
          _files
        fi
        ;;
      *) return 1 ;;
      esac
    }
    if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
      _mediactl "$@"
    else
      compdef _mediactl mediactl
    fi

    """#

  static let fish = #"""
    # fish completion for mediactl (from `mediactl completions fish`)
    # Save it as ~/.config/fish/completions/mediactl.fish
    function __mediactl_complete
        set -l tokens (commandline -opc)
        set -l current (commandline -ct)
        set -l reply (command $tokens[1] __complete $tokens[2..-1] "$current" 2>/dev/null)
        or return
        test (count $reply) -ge 1; or return
        set -l kind (string split ' ' -- $reply[1])
        set -l prefix $reply[2]
        switch $kind[1]
            case words
                printf '%s\n' $reply[3..-1]
            case files directories
                set -l value (string sub -s (math (string length -- "$prefix") + 1) -- "$current")
                set -l paths
                if test $kind[1] = directories
                    set paths (__fish_complete_directories "$value" | string replace -r '\t.*' '')
                else
                    set paths (__fish_complete_path "$value" | string replace -r '\t.*' '')
                end
                for path in $paths
                    if test (count $kind) -gt 1; and not string match -q -- '*/' $path
                        set -l keep 0
                        for e in $kind[2..-1]
                            string match -q -- "*.$e" $path; and set keep 1
                        end
                        test $keep = 1; or continue
                    end
                    printf '%s%s\n' "$prefix" $path
                end
        end
    end
    complete -c mediactl -f -a '(__mediactl_complete)'

    """#
}
