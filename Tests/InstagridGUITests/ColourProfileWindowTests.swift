import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// The window shows photographs saved in wide-gamut colour spaces as `export` writes them:
/// converted to sRGB once, as they are decoded, for both.
final class ColourProfileWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    private func writeSession(_ photos: [String], named name: String) throws -> String {
        var text = "instagrid-session 5\nlayout a|b/c|d\n"
        for (index, path) in photos.enumerated() { text += "photo \(index) \(path)\n" }
        let path = files.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testTheWindowShowsWideGamutPhotographsAsTheirExport() throws {
        let originals = try ProfiledPhotos.photographs.map { try ProfiledPhotos.sRGB($0, width: 600, in: files) }
        let photos = try [ProfiledPhotos.converted(originals[0], to: "ProPhotoRGB", as: "jpg", in: files),
                          ProfiledPhotos.converted(originals[1], to: "AdobeRGB1998", as: "png", in: files),
                          ProfiledPhotos.converted(originals[1], to: "WideGamutRGB", as: "jpg", in: files),
                          ProfiledPhotos.converted(originals[0], to: "ProPhotoRGB", as: "png", in: files)]
        try FileManager.default.createDirectory(atPath: home.file("state/instagrid"), withIntermediateDirectories: true)
        let session = home.file("state/instagrid/session")
        try FileManager.default.copyItem(atPath: try writeSession(photos, named: "profiled"), toPath: session)

        let app = try RunningApp(display: display, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4), "the photos are drawn")
        XCTAssertTrue(app.waitForTrace(.colourConverted, count: 4), "each converted as the window decoded it")
        let shot = try assertSettlesOnTheExport(app, of: session, writingTo: files.file("exported.png"))
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        // And the export is the sRGB photographs' picture, so the window's colours are too. Both
        // centred: the subject's crop, measured on pixels a conversion rounds, may move by a few
        // of them (SubjectRenderTests bounds it), which is no part of what this compares.
        let sRGBSession = try writeSession([originals[0], originals[1], originals[1], originals[0]], named: "srgb")
        let pictures = [(session, files.file("converted.png")), (sRGBSession, files.file("srgb.png"))]
        for (source, picture) in pictures {
            let result = try InstagridProcess.run(["export", "--session", source, "--framing", "centre", "-o", picture,
                                                   "--size", "\(grid.x.count)"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let (converted, sRGB) = (try XCTUnwrap(DecodedFile(path: pictures[0].1)), try XCTUnwrap(DecodedFile(path: pictures[1].1)))
        XCTAssertLessThan(converted.rootMeanSquareDifference(from: sRGB), 6.0 / 255, "on average the sRGB photographs' colours")
    }
}
