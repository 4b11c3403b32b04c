import CFaces
import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

/// The faces in a photo are found once per version of its file, on the same copy whoever
/// decodes it; the default crop keeps them whole; a photo the detector cannot search is
/// framed by its attention alone.
final class FaceSearchTests: XCTestCase {
    let folder = TemporaryFolder()

    private func write(_ name: String, _ width: Int, _ height: Int, _ faces: [DrawnFaces.Face],
                       ground: DrawnFaces.Ground = .busy) -> LocalPath {
        LocalPath(DrawnFaces.write(folder.file(name), width: width, height: height, faces: faces, ground: ground))
    }

    /// The share of the drawn face's box (pixels) inside `box` (fractions of the photo).
    private func kept(_ face: DrawnFaces.Face, in box: Rect, photo: Size) -> Double {
        let drawn = face.box
        let found = Rect(x: box.x * photo.width, y: box.y * photo.height, width: box.width * photo.width, height: box.height * photo.height)
        let across = max(0, min(drawn.x + drawn.width, found.maxX) - max(drawn.x, found.x))
        let down = max(0, min(drawn.y + drawn.height, found.maxY) - max(drawn.y, found.y))
        return across * down / (drawn.width * drawn.height)
    }

    func testADrawnFaceIsFoundWhereItIsOnAPlainOrABusyGround() {
        let scenes: [(String, Int, Int, DrawnFaces.Face, DrawnFaces.Ground)] = [
            ("alone.png", 400, 400, .init(x: 0, y: 0, side: 400), .plain),
            ("panorama-right.jpg", 2048, 512, .init(x: 1536, y: 0, side: 512), .busy),
            ("panorama8-left.jpg", 4096, 512, .init(x: 0, y: 0, side: 512), .busy),
            ("tall-bottom.jpg", 512, 2048, .init(x: 0, y: 1536, side: 512), .busy),
        ]
        for (name, width, height, face, ground) in scenes {
            let photo = Size(width: Double(width), height: Double(height))
            let faces = FaceSearch.faces(in: write(name, width, height, [face], ground: ground))
            XCTAssertEqual(faces.count, 1, "\(name): the one face, nothing in the stripes")
            guard let found = faces.first else { continue }
            XCTAssertGreaterThan(kept(face, in: found, photo: photo), 0.9, "\(name): \(found) holds the face \(face.box)")
            XCTAssertLessThan(found.width * photo.width, 2 * face.box.width, "\(name): a head, not the photo")
        }
    }

    func testAPhotoWithoutAFaceHasNone() {
        XCTAssertEqual(FaceSearch.faces(in: write("stripes.jpg", 1000, 700, [])), [])
        XCTAssertEqual(FaceSearch.faces(in: LocalPath(TestPhotos.noise(folder.file("noise.png"), width: 800, height: 600))), [])
        XCTAssertEqual(FaceSearch.faces(in: LocalPath(TestPhotos.solid(folder.file("grey.jpg"), width: 640, height: 480, color: .white))), [])
    }

    /// 1 pixel, a side too short to hold a face, 20:1 and 1:20: searched (or not) without
    /// harm, whatever is found lies in the photo.
    func testTheSmallestAndTheLongestPhotosAreSearchedWithoutHarm() {
        XCTAssertEqual(FaceSearch.faces(in: write("pixel.png", 1, 1, [])), [])
        XCTAssertEqual(FaceSearch.faces(in: write("sliver.png", 500, 31, [])), [], "no face fits in 31 rows")
        for (name, width, height, face) in [("wide.jpg", 4000, 200, DrawnFaces.Face(x: 0, y: 0, side: 200)),
                                            ("tall.jpg", 200, 4000, DrawnFaces.Face(x: 0, y: 3800, side: 200))] {
            let faces = FaceSearch.faces(in: write(name, width, height, [face]))
            XCTAssertLessThanOrEqual(faces.count, 1, name)
            for found in faces {
                XCTAssertGreaterThan(kept(face, in: found, photo: Size(width: Double(width), height: Double(height))), 0.5, name)
            }
        }
    }

    /// The search built for AVX2 runs wherever the processor has AVX2 and FMA, and finds
    /// what the search built for every processor finds, in the same places (its sums are
    /// fused, so a score may differ in a late digit).
    func testTheAVX2SearchFindsWhatEveryProcessorsSearchFinds() throws {
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = Set(cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ").map(String.init) ?? [])
        #if arch(x86_64)
        XCTAssertEqual(instagrid_faces_uses_avx2() != 0, flags.contains("avx2") && flags.contains("fma"), "AVX2 where the processor has it")
        #else
        XCTAssertEqual(instagrid_faces_uses_avx2(), 0)
        #endif
        let crowd = (0..<3).flatMap { row in (0..<5).map { DrawnFaces.Face(x: $0 * 180, y: row * 180, side: 180) } }
        let scenes: [(String, Int, Int, [DrawnFaces.Face], DrawnFaces.Ground)] = [
            ("alone.png", 400, 400, [.init(x: 0, y: 0, side: 400)], .plain),
            ("panorama-right.jpg", 2048, 512, [.init(x: 1536, y: 0, side: 512)], .busy),
            ("tall-bottom.jpg", 512, 2048, [.init(x: 0, y: 1536, side: 512)], .busy),
            ("crowd.png", 900, 540, crowd, .plain),
            ("none.jpg", 1000, 700, [], .busy),
        ]
        for (name, width, height, faces, ground) in scenes {
            let photo = try PhotoDecoder.decode(path: write(name, width, height, faces, ground: ground),
                                                covering: Size(width: Double(width), height: Double(height))).image
            let searched = try XCTUnwrap(FaceSearch.searchedSize(of: photo.size))
            let copy = try XCTUnwrap(photo.reduced(toFit: Int(max(searched.width, searched.height))))
            let (grey, stride) = copy.packedGrey()
            func find(_ search: (UnsafePointer<UInt8>?, Int32, Int32, Int, UnsafeMutablePointer<instagrid_face>?, Int,
                                 UnsafeMutablePointer<Int>?, UnsafeMutablePointer<CChar>?, Int) -> instagrid_faces_status) -> [instagrid_face] {
                var found = [instagrid_face](repeating: instagrid_face(), count: 32), count = 0
                XCTAssertEqual(search(grey, Int32(copy.width), Int32(copy.height), stride, &found, found.count, &count, nil, 0),
                               INSTAGRID_FACES_OK, name)
                return Array(found.prefix(min(count, found.count)))
            }
            let everywhere = find(instagrid_faces_find_baseline), used = find(instagrid_faces_find)
            XCTAssertEqual(used.count, everywhere.count, "\(name): as many faces")
            XCTAssertEqual(used.count == 0, faces.isEmpty, "\(name): faces where they are drawn")
            for (a, b) in zip(used, everywhere) {
                XCTAssertEqual([a.left, a.top, a.width, a.height], [b.left, b.top, b.width, b.height], "\(name): the same place")
                XCTAssertEqual(a.score, b.score, accuracy: 0.001, "\(name): as sure")
            }
        }
    }

    func testACrowdKeepsTheSurestFewInsideThePhoto() {
        // As many faces as the searched copy holds at the detector's size.
        let crowd = (0..<3).flatMap { row in (0..<5).map { DrawnFaces.Face(x: $0 * 180, y: row * 180, side: 180) } }
        let faces = FaceSearch.faces(in: write("crowd.png", 900, 540, crowd, ground: .plain))
        XCTAssertGreaterThan(faces.count, crowd.count / 2, "a crowd's faces are faces")
        XCTAssertLessThanOrEqual(faces.count, FaceDetector.mostFaces)
        let map = AttentionMap(columns: 1, rows: 1, weights: [1])!.with(faces: faces)
        XCTAssertEqual(map.faces.count, faces.count, "every face lies in the photo")
        XCTAssertEqual(faces, faces.sorted { $0.width * $0.height > $1.width * $1.height }, "largest first")
    }

    /// The window decodes a photo at its slot's size, an export at the picture's, a PNG
    /// cropped straight into its cell: each carries the faces found first. A copy reduced
    /// from a large decode and one decoded for the search find the same faces (two files of
    /// the same bytes, so the second is not the first's remembered answer).
    func testEveryDecodeOfAPhotoCarriesTheSameFaces() throws {
        let face = DrawnFaces.Face(x: 1200, y: 50, side: 400)
        for type in ["png", "jpg"] {
            let path = write("decoded.\(type)", 1600, 500, [face])
            let decodes = try [(Size(width: 120, height: 120), false), (Size(width: 900, height: 900), false),
                               (Size(width: 300, height: 300), true)].map {
                try PhotoDecoder.decode(path: path, covering: $0.0, cropped: $0.1, framing: .subject)
            }
            let faces = try decodes.map { try XCTUnwrap($0.attention).faces }
            XCTAssertEqual(faces[0].count, 1, type)
            XCTAssertEqual(faces[1], faces[0], type)
            XCTAssertEqual(faces[2], faces[0], type)
            XCTAssertNil(try PhotoDecoder.decode(path: path, covering: Size(width: 300, height: 300), cropped: true).attention,
                         "\(type): the centre's framing searches nothing")
            let twin = LocalPath(folder.file("twin.\(type)"))
            try FileManager.default.copyItem(atPath: "\(path)", toPath: "\(twin)")
            let large = try XCTUnwrap(PhotoDecoder.decode(path: twin, covering: Size(width: 1600, height: 500), framing: .subject).attention)
            let small = try XCTUnwrap(faces[0].first), fromLarge = try XCTUnwrap(large.faces.first)
            for (a, b) in [(small.x, fromLarge.x), (small.y, fromLarge.y), (small.width, fromLarge.width), (small.height, fromLarge.height)] {
                // Copies resampled along different roads differ by a rounding; the detector's
                // boxes then by a cell of its grid (8 of the copy's pixels) or two, not more.
                XCTAssertEqual(a, b, accuracy: 0.05, "\(type): \(small) and \(fromLarge)")
            }
        }
    }

    /// A HEIC, an EXIF-turned JPEG and a JPEG in a wide-gamut colour space: each searched as
    /// decoded (upright, in sRGB), its face found where it shows.
    func testHEICTurnedAndColourConvertedPhotosAreSearchedAsShown() throws {
        let face = DrawnFaces.Face(x: 1536, y: 0, side: 512)
        let source = folder.file("source.png")
        DrawnFaces.write(source, width: 2048, height: 512, faces: [face])
        let heic = folder.file("face.heic")
        XCTAssertEqual(Shell.run(["heif-enc", "-q", "90", source, "-o", heic]).status, 0, "heif-enc (libheif-examples)")
        let wide = try ProfiledPhotos.converted(source, to: "ProPhotoRGB", as: "jpg", in: folder)
        // Stored turned a quarter (the face at the top of a tall picture), tagged to be shown upright.
        let turned = folder.file("turned.jpg")
        try ProfiledPhotos.convert([source, "-rotate", "-90", "-quality", "95", turned])
        let tagged = ExifFixture.tagging(jpeg: [UInt8](try Data(contentsOf: URL(fileURLWithPath: turned))), orientation: 6)
        XCTAssertTrue(FileManager.default.createFile(atPath: turned, contents: Data(tagged)))
        for path in [heic, wide, turned] {
            let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 300, height: 300), framing: .subject)
            XCTAssertEqual(photo.fullSize, Size(width: 2048, height: 512), "\(path): upright")
            let found = try XCTUnwrap(photo.attention?.faces.first, "\(path): the face found")
            XCTAssertGreaterThan(kept(face, in: found, photo: photo.fullSize), 0.9, "\(path): \(found)")
        }
    }

    func testAFileRewrittenIsSearchedAgain() {
        let name = "rewritten.jpg"
        let first = FaceSearch.faces(in: write(name, 1600, 400, [DrawnFaces.Face(x: 0, y: 0, side: 400)]))
        let second = FaceSearch.faces(in: write(name, 1600, 400, [DrawnFaces.Face(x: 1200, y: 0, side: 400)]))
        XCTAssertLessThan(try XCTUnwrap(first.first).x, 0.25)
        XCTAssertGreaterThan(try XCTUnwrap(second.first).x, 0.7, "the new version's face, not the old one's")
    }

    func testASearchThatFailsGivesNoFaceAndSaysWhy() {
        XCTAssertThrowsError(try FaceDetector.faces(grey: [], width: 0, height: 0, stride: 0)) { error in
            XCTAssertEqual((error as? FaceDetector.Failure)?.reason, "no picture to look at")
        }
        XCTAssertThrowsError(try FaceDetector.faces(grey: [0, 0], width: 2, height: 2, stride: 1), "a stride shorter than a row")
        XCTAssertEqual(FaceSearch.faces(in: LocalPath(folder.file("missing.jpg"))), [])
    }

    /// The scenes: a person at one end of a panorama or a tall photo whose other end
    /// is a busy wallpaper, filled into a square, a 4:5 and a 1:2 cell: the face stays whole.
    func testAFaceAtTheEndOfABusyPhotoIsKeptWholeInItsCell() throws {
        let scenes: [(String, Int, Int, DrawnFaces.Face)] = [
            ("end-right.jpg", 2048, 512, .init(x: 1536, y: 0, side: 512)),
            ("end-left.jpg", 2048, 512, .init(x: 0, y: 0, side: 512)),
            ("end-bottom.jpg", 512, 2048, .init(x: 0, y: 1536, side: 512)),
            ("end-top.jpg", 512, 2048, .init(x: 0, y: 0, side: 512)),
        ]
        var cutWithoutFaces = 0
        for (name, width, height, face) in scenes {
            let path = write(name, width, height, [face])
            for cell in [Size(width: 300, height: 300), Size(width: 240, height: 300), Size(width: 150, height: 300)] {
                let photo = try PhotoDecoder.decode(path: path, covering: cell, framing: .subject)
                func kept(by map: AttentionMap?) -> Double {
                    let crop = Framing.fill.following(map, photo: photo.fullSize, slot: cell).crop(photo: photo.fullSize, slot: cell)
                    let fraction = Rect(x: crop.x / photo.fullSize.width, y: crop.y / photo.fullSize.height,
                                        width: crop.width / photo.fullSize.width, height: crop.height / photo.fullSize.height)
                    return self.kept(face, in: fraction, photo: photo.fullSize)
                }
                XCTAssertGreaterThan(kept(by: photo.attention), 0.9, "\(name) in \(cell)")
                if kept(by: photo.attention?.with(faces: [])) < 0.5 { cutWithoutFaces += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(cutWithoutFaces, 3, "scenes where the attention alone cuts the face: the faces decide")
        // A cell narrower than the face: as much of it as the cell holds, not the stripes.
        let narrow = Size(width: 75, height: 300)
        let photo = try PhotoDecoder.decode(path: write("wide-face.jpg", 2048, 512, [scenes[0].3]), covering: narrow, framing: .subject)
        let crop = Framing.fill.following(photo.attention, photo: photo.fullSize, slot: narrow).crop(photo: photo.fullSize, slot: narrow)
        XCTAssertGreaterThan(kept(scenes[0].3, in: Rect(x: crop.x / 2048, y: 0, width: crop.width / 2048, height: 1), photo: photo.fullSize),
                             0.45, "half the face's width is all a 1:4 cell holds")
    }
}
