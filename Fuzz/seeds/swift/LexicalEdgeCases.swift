// Constructs where a naive lexer goes wrong; SwiftParser is the judge.
import Foundation

/// Doc comment with a `guard emptyImage != nil` that must stay a comment.
/** Block doc comment. */
/**/
/* outer /* inner /* innermost */ */ still outer */
//// four slashes

prefix operator √
postfix operator ***
infix operator <=>: ComparisonPrecedence
infix operator ∘: MultiplicationPrecedence

struct Edge {
    var t = ((1, 2), 3)
    var optional: Int? = nil
    var flags: [Bool] = [true, false]

    func numbers() -> [Any] {
        [0, 100, 1000, 1_000, 0x1F, 0xdead_beef, 0o17, 0b1011, 1.5, 1e3, 1E-3, 1.25e+2, 0x1p4, 0x1.8p-1,
         0xff.description, t.0.1, t.0 .0, 1..<2, 1...3, 1_0.0_1, 0.0, 9_9]
    }

    func operators(a: Int, b: Int, c: Int?) -> Bool {
        let x = a+b*c! - -a
        let y = c ?? 0, z = c! + (c ?? 1)
        let w = a &+ b &* 3 << 2 >> 1
        _ = optional?.description ?? "none"
        _ = optional!.description
        _ = a==b ? a : b
        _ = c == .none
        _ = c==.some(1)
        _ = [.none, .some(2)] as [Int?]
        _ = a<=>b
        _ = √4.0
        _ = a***
        _ = !flags.isEmpty && !(a != b)
        _ = a /* comment */ + b // trailing
        _ = a + /* comment */ b
        _ = x...
        _ = ...y
        _ = ..<z
        _ = w...(w + 1)
        return a != b && x >= y || z <= w
    }

    func strings(name: String) -> [String] {
        [
            "plain", "", "escapes \t \n \r \" \' \\ \0 \u{41} \u{1F600}",
            "interpolation \(name) and \(name.count + 1)",
            "nested \("inner \("innermost \(name)")")",
            "closure \(["a", "b"].map { "\($0)!" }.joined(separator: ", "))",
            "parens \((1 + 2) * (3 - 4))",
            #"raw "quoted" \n \#(name) \#t"#,
            ##"two pounds "# still inside \##(name)"##,
            ###"three "## pounds"###,
            """
            multi-line with "quotes" and ""two""
              indented \(name)
            continued \
            line
            """,
            #"""
            raw multi-line \#(name) with \(not interpolated) and """ inside
            """#,
            """

            blank lines above and below

            """,
            "comment-like /* not a comment */ // nor this",
            "emoji 😀 and accents café",
        ]
    }

    var computed: Int { t.0.0 + t.1 }

    var observed: Int = 0 {
        willSet(newTotal) { print(newTotal) }
        didSet { print(oldValue) }
    }

    var getSet: Int {
        get { observed }
        set { observed = newValue }
    }

    subscript(index: Int) -> Int { index }

    subscript(row row: Int, column column: Int) -> Int {
        get { row * column }
        set { print(newValue) }
    }

    mutating func keywordsAsNames() {
        let `default` = 1
        let `class` = `default` + 1
        _ = `class`
        _ = Edge.init()
        _ = self.t.0
        _ = \Edge.t.0
        _ = \Edge.flags[0]
        _ = #selector(NSObject.description)
        _ = #line + #column
        _ = #file
        #if DEBUG && !os(Linux)
        print("debug")
        #elseif swift(>=5.0)
        print("swift 5")
        #else
        print("other")
        #endif
        if #available(iOS 13, *) { print("13") }
        let closure: (Int, Int) -> Int = { $0 + $1 }
        _ = closure(1, 2)
        _ = [1, 2].map { (value: Int) -> Int in value * 2 }
        let π = 3.14159, café = "café"
        _ = (π, café)
    }
}

@objc(EdgeObject) class EdgeObject: NSObject {
    @objc(handle:with:) func handle(_ a: Int, with b: Int) {}
    @available(*, deprecated, message: "old") func old() {}
    @discardableResult
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    class func make() -> EdgeObject { EdgeObject() }
    class var shared: EdgeObject { make() }
    static func == (lhs: EdgeObject, rhs: EdgeObject) -> Bool { lhs === rhs }
    init?(value: Int) { guard value > 0 else { return nil }; super.init() }
    override init() { super.init() }
    deinit { print("bye") }
}

protocol Requirements: AnyObject {
    associatedtype Element
    var value: Int { get set }
    var readOnly: Int { get }
    func requirement(_ x: Int) -> Int
    init(value: Int)
    subscript(index: Int) -> Element { get }
}

enum Direction: String, CaseIterable {
    case north = "N", south = "S"
    case other
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .other: return .other
        }
    }
}

actor Counter {
    var count = 0
    func increment() { count += 1 }
}

extension Edge.Type {}
extension Array where Element == Int {
    func sum() -> Int { reduce(0, +) }
}

let global = Counter()
var globalComputed: Int { 42 }
if let first = [1].first, first > 0 {
    print(first)
}
guard
    let later = Optional(1)
else { fatalError() }
for index in 0..<3 where index.isMultiple(of: 2) { print(index) }
