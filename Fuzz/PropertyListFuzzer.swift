// libFuzzer harness: property lists (XML grammar on libxml2, binary structure, libplist)
// and the XML reader itself. Any input must give a value or a ParseError, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PropertyList.parse(bytes)
    _ = try? PropertyList.parse(Array("bplist00".utf8) + bytes)
    return 0
}
