import BaselineChecks
import RatingReference

/// A storyboard's user-defined runtime attribute read as an assignment's fields (`Assignment.init(reading:)`):
/// its key path names the property, and its value is read by the type of the property's field, so a property
/// of a type Interface Builder sets (a number, a size, a flag, a string) needs nothing here. Any other type,
/// or an attribute whose type is not the field's, is no assignment: the case leaves it out and says so.
struct RuntimeAttributeReader: StepFieldReader {
    /// Why an attribute is no assignment the cases can make.
    struct NotSettable: Error {}

    let attribute: XMLElement

    private var type: String { attribute.attribute("type") ?? "" }

    /// The property the key path names; `delegate` never: a delegate is an outlet, not a runtime attribute.
    func property(_ key: String) throws(NotSettable) -> Assignment.Property {
        guard let property = Assignment.Property(rawValue: attribute.attribute("keyPath") ?? ""), property != .delegate
        else { throw NotSettable() }
        return property
    }

    func integer(_ key: String) throws(NotSettable) -> Int {
        guard let integer = try Int(exactly: number()) else { throw NotSettable() }
        return integer
    }

    func rating(_ key: String) throws(NotSettable) -> Float { Float(try number()) }

    func size(_ key: String) throws(NotSettable) -> Size {
        guard type == "size", let size = value.flatMap(StoryboardCases.size) else { throw NotSettable() }
        return size
    }

    func flag(_ key: String) throws(NotSettable) -> Bool {
        guard type == "boolean" else { throw NotSettable() }
        return attribute.attribute("value") == "YES"
    }

    func text(_ key: String) throws(NotSettable) -> String {
        guard type == "string", let text = attribute.attribute("value") else { throw NotSettable() }
        return text
    }

    // What no runtime attribute sets here: images, colours, rectangles, transforms, content modes, touches.
    func image(_ key: String) throws(NotSettable) -> Size? { throw NotSettable() }
    func rect(_ key: String) throws(NotSettable) -> Rect { throw NotSettable() }
    func transform(_ key: String) throws(NotSettable) -> Transform { throw NotSettable() }
    func optionalText(_ key: String) throws(NotSettable) -> String? { throw NotSettable() }
    func contentMode(_ key: String) throws(NotSettable) -> ContentMode { throw NotSettable() }
    func points(_ key: String) throws(NotSettable) -> [Point] { throw NotSettable() }
    func expectedSize(_ key: String) throws(NotSettable) -> Size? { throw NotSettable() }
    func expectedObservation(_ key: String) throws(NotSettable) -> Observation { throw NotSettable() }

    /// The attribute's value element, where its type has one (`size`, `number`).
    private var value: XMLElement? { attribute.elements.first { $0.attribute("key") == "value" } }

    /// A number: the value element's, else the attribute's own.
    private func number() throws(NotSettable) -> Double {
        guard type == "number", let number = (value?.attribute("value") ?? attribute.attribute("value")).flatMap(Double.init)
        else { throw NotSettable() }
        return number
    }
}
