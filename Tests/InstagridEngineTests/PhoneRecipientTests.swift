import InstagridEngine
import InstagridTestSupport
import XCTest

final class PhoneRecipientTests: XCTestCase {
    func testPhonesAreOfferedByNameEachOnce() {
        let pixel = PhoneRecipient(service: .kdeConnect, id: "a1", name: "Pixel")
        let tablet = PhoneRecipient(service: .gsConnect, id: "/org/gnome/Shell/Extensions/GSConnect/Device/b2", name: "tablet")
        let pixelToo = PhoneRecipient(service: .gsConnect, id: "/org/gnome/Shell/Extensions/GSConnect/Device/a1", name: "Pixel")
        XCTAssertEqual(PhoneRecipient.listed([tablet, pixel, pixelToo, pixel]), [pixelToo, pixel, tablet])
    }

    /// Any id either service gives (GSConnect's are paths, KDE Connect's anything) names its
    /// phone again from the action's parameter, and no other.
    func testRandomIdsComeBackFromTheirParameter() {
        var random = SeededGenerator(announcing: 0xF0E, in: #function)
        let letters = Array("ab:/_-.é 0")
        for _ in 0..<500 {
            let phones = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                PhoneRecipient(service: PhoneRecipient.Service.allCases.randomElement(using: &random)!,
                               id: String((0..<Int.random(in: 0...8, using: &random)).map { _ in letters.randomElement(using: &random)! }),
                               name: "phone")
            }
            let listed = PhoneRecipient.listed(phones)
            for phone in phones {
                XCTAssertEqual(PhoneRecipient.named(phone.parameter, in: listed), phone)
            }
            XCTAssertEqual(Set(listed.map(\.parameter)).count, listed.count)
        }
    }
}
