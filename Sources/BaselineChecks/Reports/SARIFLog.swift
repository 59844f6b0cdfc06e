import JSONCoding

/// The parts of the SARIF 2.1.0 object model that check-baseline writes, each written straight into a
/// `JSONStream` under the standard's property names, in sorted order as every JSON report orders keys; the
/// check's report and mutation-score's write through it.
package enum SARIF {
    package static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// A log of one run, its text: the run's members after `columnKind` are `run`'s, in sorted order. Columns
    /// count Unicode scalars, as every check-baseline location does.
    package static func log(run: (inout JSONStream) -> Void) -> String {
        var json = JSONStream()
        json.object { json in
            json.member("$schema", schema)
            json.member("runs", array: { json in
                json.object { json in
                    json.member("columnKind", "unicodeCodePoints")
                    run(&json)
                }
            })
            json.member("version", "2.1.0")
        }
        return json.text + "\n"
    }

    /// A `message` (or other multiformat message) object.
    package static func message(_ text: String, markdown: String? = nil, to json: inout JSONStream) {
        json.object { json in
            if let markdown { json.member("markdown", markdown) }
            json.member("text", text)
        }
    }

    /// A `location` whose physical location is the file at `uri` (relative to `base`) and `place`'s region.
    package static func location(
        id: Int? = nil, uri: String, base: String, _ place: SourceLocation?, message: String? = nil,
        to json: inout JSONStream
    ) {
        json.object { json in
            if let id { json.member("id", id) }
            if let message {
                json.key("message")
                Self.message(message, to: &json)
            }
            json.member("physicalLocation", object: { json in
                json.member("artifactLocation", object: { json in
                    json.member("uri", uri)
                    json.member("uriBaseId", base)
                })
                region(place, to: &json)
            })
        }
    }

    /// The region of a 1-based location; the first line for none (GitHub requires a start line).
    private static func region(_ location: SourceLocation?, to json: inout JSONStream) {
        json.member("region", object: { json in
            guard let location, location.line >= 1 else {
                json.member("startLine", 1)
                return
            }
            if location.column >= 1 { json.member("startColumn", location.column) }
            json.member("startLine", location.line)
        })
    }

    /// A `reportingDescriptorReference` to rule `id` at `index` in the driver's rules.
    package static func ruleReference(_ id: String, _ index: Int, to json: inout JSONStream) {
        json.object { json in
            json.member("id", id)
            json.member("index", index)
        }
    }
}
