/// The rules under which unusable files are reported. They belong to no catalog (every
/// catalog needs them), but reports, `explain` and SARIF describe them like any rule.
public enum FileRules {
    public static let missing = rule("FILE001", "file-missing",
        "A file that a rule reads does not exist in the checkout (or is a link to nothing).")
    public static let notARegularFile = rule("FILE002", "not-a-regular-file",
        "A directory, FIFO, socket, device or submodule stands where a rule expects a file; it is not opened, so it cannot block or flood the reader.")
    public static let escapesCheckout = rule("FILE003", "link-escapes-checkout",
        "A symbolic link on the way to the file leads outside the checkout; it is reported and never followed.")
    public static let tooLarge = rule("FILE004", "file-too-large",
        "The file is over the 16 MiB limit and is not read, so a hostile checkout cannot exhaust memory.")
    public static let unreadable = rule("FILE005", "file-unreadable",
        "The file exists but cannot be read (permissions, an I/O error, a git object that is missing).")
    public static let notUTF8 = rule("FILE006", "file-not-utf8",
        "A text file is not valid UTF-8; the finding gives the line and column of the first invalid byte.")
    public static let overBudget = rule("FILE009", "checkout-over-budget",
        "The file's parsed forms could take more memory than is left of the checkout's 192 MiB budget (each kind of"
            + " file is charged its measured memory per byte), so it is not read: a hostile checkout cannot exhaust memory.")

    public static let checkoutUnreadable = RuleDescriptor(
        id: "FILE007", name: "checkout-unreadable",
        summary: "The checkout, or the revision asked of it, cannot be read: no such directory, not in a git"
            + " repository, or no such commit.",
        rationale: "An audit of many checkouts or revisions must not end at the first one it cannot read: that one"
            + " is reported under this ID, its rules as not evaluated, and every other checkout is still checked.")

    public static let notACheckout = RuleDescriptor(
        id: "FILE008", name: "not-a-checkout",
        summary: "The directory holds none of the podspecs, Swift sources and Xcode projects the catalog reads, and"
            + " neither does the git work tree around it.",
        rationale: "Dozens of missing files and rules not evaluated would bury the one thing to say: this is not a"
            + " checkout of the rating-view library. Run in a folder inside one, the tool checks the work tree's root"
            + " instead and says so with a note under this ID.")

    /// The rules of files a rule needs and cannot use.
    public static let unusableFile = [missing, notARegularFile, escapesCheckout, tooLarge, unreadable, notUTF8, overBudget]

    public static let all = [missing, notARegularFile, escapesCheckout, tooLarge, unreadable, notUTF8, overBudget,
                             checkoutUnreadable, notACheckout]

    static let rationale = "A rule cannot be evaluated on a file it cannot use. The file is reported once under "
        + "this ID, every rule that needed it is reported as not evaluated, and every other rule still runs."

    private static func rule(_ id: String, _ name: String, _ summary: String) -> RuleDescriptor {
        RuleDescriptor(id: id, name: name, summary: summary, rationale: rationale)
    }
}
