extension StandInLayoutSolver {
    /// The unknowns that meet the requirements, highest priority first (see the type's description). An
    /// inequality held at its bound is let go again when a lower requirement needs the room and every
    /// inequality kept before still holds without it.
    static func solve(_ requirements: [Requirement], unknowns: Int, preferred: [Double]) -> [Double] {
        let ordered = requirements.enumerated().sorted { ($1.element.priority, $0.offset) < ($0.element.priority, $1.offset) }
            .map(\.element)
        var equalities: [Requirement] = []
        // Inequalities held at their bounds: released again when a later requirement needs room and they hold.
        var bound: [Requirement] = []
        var watched: [Requirement] = []
        var solution = preferred
        func keep(_ requirement: Requirement) -> Bool {
            var equality = requirement
            equality.isEquality = true
            let isBound = !requirement.isEquality
            if let next = Self.solution(of: equalities + bound + [equality], unknowns: unknowns, preferred: preferred) {
                if isBound { bound.append(equality) } else { equalities.append(equality) }
                solution = next
                return true
            }
            guard !bound.isEmpty,
                  let next = Self.solution(of: equalities + [equality], unknowns: unknowns, preferred: preferred),
                  (bound + watched).allSatisfy({ value($0, next) >= -tolerance($0, next) })
            else { return false }
            watched += bound.map { held in var inequality = held; inequality.isEquality = false; return inequality }
            bound = isBound ? [equality] : []
            if !isBound { equalities.append(equality) }
            solution = next
            return true
        }
        for requirement in ordered {
            if requirement.isEquality || value(requirement, solution) < -tolerance(requirement, solution) {
                if !keep(requirement), requirement.priority >= UILayoutPriority.required.rawValue {
                    unsatisfiable(requirement.label)
                }
            } else {
                watched.append(requirement)
            }
            // Keeping an equality may have broken an inequality that held: bind it at its bound, if it can be.
            var changed = true
            while changed {
                changed = false
                for (position, held) in watched.enumerated() where value(held, solution) < -tolerance(held, solution) {
                    watched.remove(at: position)
                    if keep(held) { changed = true } else if held.priority >= UILayoutPriority.required.rawValue {
                        unsatisfiable(held.label)
                    }
                    break
                }
            }
        }
        return solution
    }

    /// `Σ coefficients · unknowns − constant` at `solution` (negative: an inequality is violated).
    private static func value(_ requirement: Requirement, _ solution: [Double]) -> Double {
        requirement.coefficients.reduce(-requirement.constant) { $0 + $1.value * solution[$1.key] }
    }

    private static func tolerance(_ requirement: Requirement, _ solution: [Double]) -> Double {
        1e-9 * max(1, abs(requirement.constant), requirement.coefficients.keys.map { abs(solution[$0]) }.max() ?? 0)
    }

    /// A solution of the equalities (the unknowns they leave free at their preferred values), or `nil` when
    /// they contradict each other. Gauss–Jordan elimination with partial pivoting.
    static func solution(of equalities: [Requirement], unknowns: Int, preferred: [Double]) -> [Double]? {
        var rows = equalities.map { equality -> [Double] in
            var row = [Double](repeating: 0, count: unknowns + 1)
            for (unknown, coefficient) in equality.coefficients { row[unknown] += coefficient }
            row[unknowns] = equality.constant
            return row
        }
        var pivots: [(row: Int, column: Int)] = []
        var next = 0
        for column in 0..<unknowns where next < rows.count {
            guard let best = (next..<rows.count).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
                  abs(rows[best][column]) > 1e-12
            else { continue }
            rows.swapAt(next, best)
            let pivot = rows[next][column]
            rows[next] = rows[next].map { $0 / pivot }
            for other in rows.indices where other != next && rows[other][column] != 0 {
                let factor = rows[other][column]
                for position in column...unknowns { rows[other][position] -= factor * rows[next][position] }
            }
            pivots.append((next, column))
            next += 1
        }
        let scale = max(1, equalities.map { abs($0.constant) }.max() ?? 0, preferred.map(abs).max() ?? 0)
        if rows[next...].contains(where: { abs($0[unknowns]) > 1e-9 * scale }) { return nil }
        var solution = preferred
        let pivotColumns = Set(pivots.map(\.column))
        for (row, column) in pivots {
            var value = rows[row][unknowns]
            for free in 0..<unknowns where free != column && !pivotColumns.contains(free) {
                value -= rows[row][free] * preferred[free]
            }
            solution[column] = value
        }
        return solution
    }
}
