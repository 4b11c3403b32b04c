import CGtk
import Glibc
import InstagridModel

/// Writes a file so that it appears whole or not at all: the bytes go to a
/// private temporary file beside the destination, which is then renamed.
public enum AtomicFile {
    /// Checks up front what `write` would refuse, so a long render is not wasted. `inputs`:
    /// the files the bytes are made from, never written over, whatever `replacing` says.
    public static func checkDestination(_ path: LocalPath, replacing: Bool, inputs: InputFiles = InputFiles()) throws {
        try inputs.check(path)
        var info = stat()
        if path.withCString({ lstat($0, &info) }) == 0 {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw ExportError.isAFolder(path: path) }
            guard info.st_mode & S_IFMT == S_IFREG else { throw ExportError.notARegularFile(path: path) }
            guard replacing else { throw ExportError.exists(path: path) }
            // Replacing takes only the folder's permission: a file its owner made read-only
            // would be replaced all the same. It is refused instead, even for root.
            guard info.st_mode & 0o222 != 0, path.withCString({ access($0, W_OK) }) == 0 else { throw ExportError.readOnly(path: path) }
        }
        let folder = folder(of: path)
        var folderInfo = stat()
        guard folder.withCString({ stat($0, &folderInfo) }) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw ExportError.folderMissing(folder: folder)
        }
        guard folder.withCString({ access($0, W_OK) }) == 0 else {
            throw ExportError.folderNotWritable(folder: folder, detail: String(cString: strerror(errno)))
        }
    }

    /// Whether `path` is a folder (following a symbolic link).
    static func isFolder(_ path: LocalPath) -> Bool {
        var info = stat()
        return path.withCString({ stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `durable: false` is for a cache, whose entry lost to a crash is only made again: the
    /// file still appears whole or not at all, but nothing waits for the disk (an fsync took
    /// 13–15 ms on a decode thread, a face search's cache entry in an export's path).
    public static func write(_ bytes: [UInt8], to path: LocalPath, replacing: Bool, inputs: InputFiles = InputFiles(),
                             durable: Bool = true) throws {
        try writeSet([(bytes, path)], replacing: replacing, inputs: inputs, durable: durable)
    }

    /// Writes several files as one set (a carousel's slides): each is written whole beside
    /// its destination first, and they are put in place only once all are. On any failure
    /// none of them is left, and the files they would have replaced are put back as they
    /// were, so an older set stays whole.
    public static func writeSet(_ files: [(bytes: [UInt8], path: LocalPath)], replacing: Bool,
                                inputs: InputFiles = InputFiles(), durable: Bool = true) throws {
        var staged: [Staged] = []
        do {
            for file in files { staged.append(try stage(file.bytes, for: file.path, replacing: replacing, inputs: inputs, durable: durable)) }
        } catch {
            staged.forEach { $0.discard() }
            throw error
        }
        // What was in place before, moved aside while the set goes in (one file needs none:
        // its rename replaces it in one step).
        var placed: [(path: LocalPath, previous: LocalPath?)] = []
        for (index, file) in staged.enumerated() {
            var previous: LocalPath?
            do {
                previous = staged.count > 1 && replacing ? try setAside(file.path) : nil
                try publish(file.temporary, as: file.path, replacing: replacing, inputs: inputs)
                placed.append((file.path, previous))
            } catch {
                staged[index...].forEach { $0.discard() }
                // This one's name may hold what took it meanwhile (a folder, another's file): only
                // what it held before comes back. The ones placed are ours to take away.
                if let previous { _ = previous.move(to: file.path) }
                for (path, previous) in placed.reversed() {
                    if let previous { _ = previous.move(to: path) } else { _ = path.withCString(unlink) }
                }
                throw error
            }
        }
        for case let (_, previous?) in placed { _ = previous.withCString(unlink) }
    }

    /// A file written whole and closed beside its destination, not yet in place.
    private struct Staged {
        let temporary: LocalPath
        let path: LocalPath

        func discard() { _ = temporary.withCString(unlink) }
    }

    private static func stage(_ bytes: [UInt8], for path: LocalPath, replacing: Bool, inputs: InputFiles,
                              durable: Bool) throws -> Staged {
        try checkDestination(path, replacing: replacing, inputs: inputs)
        // A file replaced keeps who may read it: a private picture stays private.
        let mode = replacing ? permissions(of: path) : nil
        let (fd, temporary) = try temporaryFile(beside: path)
        do {
            try writeAll(bytes, to: fd, path: path)
            // mkstemp makes the file private while it is written; the picture then gets the user's usual permissions.
            fchmod(fd, mode ?? 0o666 & ~FileCreationMask.current)
            guard !durable || fsync(fd) == 0 else { throw failure(path) }
            let closed = close(fd)
            guard closed == 0 else { throw failure(path) }
            return Staged(temporary: temporary, path: path)
        } catch {
            close(fd)
            _ = temporary.withCString(unlink)
            throw error
        }
    }

    /// A new private file beside `path`, hidden, named after it.
    private static func temporaryFile(beside path: LocalPath) throws -> (Int32, LocalPath) {
        let folder = folder(of: path)
        var template = folder.appending(LocalPath(bytes: Array(".".utf8) + path.lastComponent.bytes + Array(".XXXXXX".utf8))!)
            .bytes.map { CChar(bitPattern: $0) } + [0]
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw ExportError.folderNotWritable(folder: folder, detail: String(cString: strerror(errno)))
        }
        return (fd, LocalPath(bytes: template.dropLast().map { UInt8(bitPattern: $0) })!)
    }

    /// Moves the regular file at `path`, if any, to a hidden name beside it; that name.
    private static func setAside(_ path: LocalPath) throws -> LocalPath? {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let (fd, aside) = try temporaryFile(beside: path)
        close(fd)
        guard path.move(to: aside) else {
            let error = failure(path)
            _ = aside.withCString(unlink)
            throw error
        }
        return aside
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: LocalPath) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path)
                }
                offset += written
            }
        }
    }

    private static func publish(_ temporary: LocalPath, as path: LocalPath, replacing: Bool, inputs: InputFiles) throws {
        if replacing {
            // Checked again right before: a photo may have been linked to the name meanwhile.
            try inputs.check(path)
            // Checked again right before: never rename over a folder, device or FIFO.
            var info = stat()
            if path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw ExportError.notARegularFile(path: path)
            }
            guard temporary.move(to: path) else { throw failure(path) }
            return
        }
        // link() fails if the name was taken meanwhile, where rename() would replace it.
        if temporary.withCString({ old in path.withCString { link(old, $0) } }) == 0 {
            _ = temporary.withCString(unlink)
            return
        }
        if errno == EEXIST { throw ExportError.exists(path: path) }
        guard refusesHardLinks(errno) else { throw failure(path) }
        // FAT and exFAT (every memory card), SMB shares and most FUSE mounts have no hard links.
        if temporary.withCString({ old in path.withCString { cgtk_rename_no_replace(old, $0) } }) == 0 { return }
        if errno == EEXIST { throw ExportError.exists(path: path) }
        guard errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP else { throw failure(path) }
        // Nor that: the name is claimed by an empty file of ours, then replaced in one rename.
        let claim = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        guard claim >= 0 else {
            if errno == EEXIST { throw ExportError.exists(path: path) }
            throw failure(path)
        }
        close(claim)
        guard temporary.move(to: path) else {
            let error = failure(path)
            _ = path.withCString(unlink)
            throw error
        }
    }

    /// The permission bits of the regular file at `path`, if there is one.
    private static func permissions(of path: LocalPath) -> mode_t? {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return info.st_mode & 0o777
    }

    /// The errors link() gives where the file system has no hard links at all.
    private static func refusesHardLinks(_ code: Int32) -> Bool {
        [EPERM, EOPNOTSUPP, ENOSYS, EMLINK].contains(code)
    }

    private static func failure(_ path: LocalPath) -> ExportError {
        .writeFailed(path: path, detail: String(cString: strerror(errno)))
    }

    /// The folder `path` lies in ("/" for a file at the root).
    private static func folder(of path: LocalPath) -> LocalPath {
        path.folder.bytes.isEmpty ? "/" : path.folder
    }
}
