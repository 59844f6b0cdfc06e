import RatingReference

/// The text of `check-baseline oracle --help`.
enum OracleUsage {
    static let text = """
        Usage: check-baseline oracle [--cases FILE]
               check-baseline oracle --export FILE
               check-baseline oracle --eval FILE
               check-baseline oracle --fuzz N [--seed S]
               check-baseline oracle --tutorial
               check-baseline oracle --render CASE --svg FILE [--cases FILE]

        Runs RatingReference, a pure-Swift model of HeartRatingView, as an executable oracle.

          (no option)        run every documented edge case; one line per case, then "N passed, M failed"
          --cases FILE       run the cases of FILE (case file schema) instead of the built-in table
          --export FILE      write the cases, steps and expected outputs as JSON (- for standard output)
          --eval FILE        print the model's outputs for the cases of FILE (- for standard input), in the
                             same schema; expectations are optional, and any given are checked
          --fuzz N           check the invariants over N generated inputs on the heart model and on the
                             tutorial's RateView; the tutorial's breaks are reported as findings
          --seed S           the fuzz seed (decimal or 0x hexadecimal; default \(FuzzRunner.defaultSeed))
          --tutorial         the tutorial probes: named inputs, and which invariants each model breaks
          --render CASE      draw the control as laid out at the end of CASE ...
          --svg FILE         ... as SVG into FILE (- for standard output)
          -h, --help         show this help

        Exit status: 0 all cases pass (and the heart model keeps every invariant); 1 a case or the heart model
        failed; 2 bad usage, or an unreadable or malformed file (the message names file, line and column).
        Schema and the Mac XCTest that consumes the export: docs/oracle.md.

        """
}
