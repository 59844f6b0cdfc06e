extension String {
    /// Whether the text contains `character`, an ASCII character, as `contains(_: Character)` says: the
    /// text's grapheme clusters are walked only when the character's byte is there at all (rarely), since
    /// walking them is what makes the plain form cost (`"\r\n"` is one character, so the byte alone is not enough).
    package func containsCharacter(_ character: Unicode.Scalar) -> Bool {
        precondition(character.isASCII, "an ASCII character")
        return utf8.contains(UInt8(ascii: character)) && contains(Character(character))
    }
}
