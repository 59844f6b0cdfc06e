/// Auto Layout for the stand-in: the constraints of a view's subtree solved one axis at a time.
///
/// Each view contributes two unknowns per axis, its minimum and maximum edge in the root's coordinates.
/// Requirements are linear: installed constraints, the frames of views that keep them
/// (`translatesAutoresizingMaskIntoConstraints`), intrinsic sizes (at least it at the compression
/// resistance, at most it at the hugging priority, UIKit's rule), and the root's own size. They are taken
/// from the highest priority down, as UIKit does: an equality is kept when it is consistent with those kept
/// before; an inequality is kept as it is while it holds, and made an equality at its bound when it does not;
/// a requirement that cannot be kept is broken (a required one is logged, as UIKit logs "Unable to
/// simultaneously satisfy constraints"). Unknowns nothing decides keep their current value. This greedy
/// order is exact for the chains of edges and sizes that controls and their tests build; it is not
/// Cassowary, and may keep a different one of two conflicting lower priorities where Cassowary would
/// minimise the total error.
enum StandInLayoutSolver {
    /// Receives the description of each required constraint that had to be broken.
    nonisolated(unsafe) static var unsatisfiable: (String) -> Void = { description in
        FileHandle.standardError.write(Data("Unable to simultaneously satisfy constraints: \(description)\n".utf8))
    }

    /// `Σ coefficients · unknowns = constant` (or `≥`), and how much it matters.
    struct Requirement {
        var coefficients: [Int: Double]
        var constant: Double
        var isEquality: Bool
        var priority: Float
        var label: String
    }

    /// The length of `root` on `axis` that its subtree's constraints allow, wanting `target` at `priority`.
    static func fittingLength(
        of root: UIView, axis: NSLayoutConstraint.Axis, target: CGFloat, priority: UILayoutPriority
    ) -> CGFloat {
        let views = subtree(of: root)
        var requirements = self.requirements(for: views, axis: axis)
        requirements.append(Requirement(
            coefficients: [1: 1, 0: -1], constant: Double(target), isEquality: true, priority: priority.rawValue,
            label: "fitting size"))
        let solution = solve(requirements, unknowns: 2 * views.count, preferred: preferred(views, axis: axis))
        return CGFloat(solution[1] - solution[0])
    }

    /// Gives each direct subview that uses constraints the frame they ask for, in `view`'s current bounds.
    static func placeConstrainedSubviews(of view: UIView) {
        guard view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        let views = subtree(of: view)
        let (horizontal, vertical) = (solved(views, axis: .horizontal), solved(views, axis: .vertical))
        for (index, subview) in views.enumerated()
        where subview.superview === view && !subview.translatesAutoresizingMaskIntoConstraints {
            let (minimum, maximum) = (2 * index, 2 * index + 1)
            subview.frame = CGRect(
                x: view.bounds.minX + CGFloat(horizontal[minimum]), y: view.bounds.minY + CGFloat(vertical[minimum]),
                width: CGFloat(horizontal[maximum] - horizontal[minimum]), height: CGFloat(vertical[maximum] - vertical[minimum]))
        }
    }

    /// The unknowns of `axis` with the root (the first view) kept at its current length.
    private static func solved(_ views: [UIView], axis: NSLayoutConstraint.Axis) -> [Double] {
        let root = views[0]
        var requirements = self.requirements(for: views, axis: axis)
        requirements.append(Requirement(
            coefficients: [1: 1, 0: -1], constant: Double(axis == .horizontal ? root.bounds.width : root.bounds.height),
            isEquality: true, priority: UILayoutPriority.required.rawValue, label: "the view's own size"))
        return solve(requirements, unknowns: 2 * views.count, preferred: preferred(views, axis: axis))
    }

    // MARK: - The problem

    /// The root first, then every view below it, depth first.
    static func subtree(of root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(subtree)
    }

    /// The requirements of the views' constraints, kept frames and intrinsic sizes on `axis`.
    static func requirements(for views: [UIView], axis: NSLayoutConstraint.Axis) -> [Requirement] {
        var index: [ObjectIdentifier: Int] = [:]
        for (position, view) in views.enumerated() { index[ObjectIdentifier(view)] = position }
        let required = UILayoutPriority.required.rawValue
        var requirements = [Requirement(coefficients: [0: 1], constant: 0, isEquality: true, priority: required, label: "origin")]
        for (position, view) in views.enumerated() {
            let minimum = 2 * position
            let maximum = minimum + 1
            if position > 0, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
               let parentIndex = index[ObjectIdentifier(parent)] {
                let frame = view.frame
                let (start, end, offset) = axis == .horizontal
                    ? (frame.minX, frame.maxX, parent.bounds.minX) : (frame.minY, frame.maxY, parent.bounds.minY)
                requirements.append(Requirement(coefficients: [minimum: 1, 2 * parentIndex: -1], constant: Double(start - offset),
                                                isEquality: true, priority: required, label: "frame"))
                requirements.append(Requirement(coefficients: [maximum: 1, 2 * parentIndex: -1], constant: Double(end - offset),
                                                isEquality: true, priority: required, label: "frame"))
            }
            if !view.translatesAutoresizingMaskIntoConstraints {
                let size = view.standInIntrinsicSizeForLayout
                let intrinsic = axis == .horizontal ? size.width : size.height
                if intrinsic >= 0 {
                    let length = [maximum: 1.0, minimum: -1.0]
                    requirements.append(Requirement(
                        coefficients: length, constant: Double(intrinsic), isEquality: false,
                        priority: view.contentCompressionResistancePriority(for: axis).rawValue, label: "compression resistance"))
                    requirements.append(Requirement(
                        coefficients: length.mapValues { -$0 }, constant: -Double(intrinsic), isEquality: false,
                        priority: view.contentHuggingPriority(for: axis).rawValue, label: "content hugging"))
                }
            }
            for constraint in view.constraints {
                if let requirement = self.requirement(constraint, axis: axis, index: index) { requirements.append(requirement) }
            }
        }
        return requirements
    }

    /// A constraint as a requirement on `axis`; `nil` when it is about the other axis or a view outside.
    static func requirement(
        _ constraint: NSLayoutConstraint, axis: NSLayoutConstraint.Axis, index: [ObjectIdentifier: Int]
    ) -> Requirement? {
        guard let first = constraint.firstItem.flatMap({ index[ObjectIdentifier($0)] }),
              let firstTerms = terms(constraint.firstAttribute, of: first, axis: axis)
        else { return nil }
        var coefficients = firstTerms
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = constraint.secondItem.flatMap({ index[ObjectIdentifier($0)] }),
                  let secondTerms = terms(constraint.secondAttribute, of: second, axis: axis)
            else { return nil }
            for (unknown, coefficient) in secondTerms {
                coefficients[unknown, default: 0] -= Double(constraint.multiplier) * coefficient
            }
        }
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        return Requirement(
            coefficients: coefficients.mapValues { sign * $0 }, constant: sign * Double(constraint.constant),
            isEquality: constraint.relation == .equal, priority: constraint.priority.rawValue, label: constraint.description)
    }

    /// An attribute as a combination of the view's two unknowns; `nil` when it is on the other axis.
    static func terms(_ attribute: NSLayoutConstraint.Attribute, of view: Int, axis: NSLayoutConstraint.Axis) -> [Int: Double]? {
        let (minimum, maximum) = (2 * view, 2 * view + 1)
        switch (attribute, axis) {
        case (.left, .horizontal), (.leading, .horizontal), (.top, .vertical): return [minimum: 1]
        case (.right, .horizontal), (.trailing, .horizontal), (.bottom, .vertical): return [maximum: 1]
        case (.width, .horizontal), (.height, .vertical): return [maximum: 1, minimum: -1]
        case (.centerX, .horizontal), (.centerY, .vertical): return [minimum: 0.5, maximum: 0.5]
        default: return nil
        }
    }

    /// The views' current edges from the root's minimum edge: the value of every unknown nothing decides.
    static func preferred(_ views: [UIView], axis: NSLayoutConstraint.Axis) -> [Double] {
        let root = views[0]
        return views.flatMap { view -> [Double] in
            let frame = view.convert(view.bounds, to: root)
            return axis == .horizontal
                ? [Double(frame.minX - root.bounds.minX), Double(frame.maxX - root.bounds.minX)]
                : [Double(frame.minY - root.bounds.minY), Double(frame.maxY - root.bounds.minY)]
        }
    }
}
