/// Byte counts in the unit budgets are stated in.
package enum Mebibytes {
    /// `bytes` in MiB with one decimal.
    package static func text(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
