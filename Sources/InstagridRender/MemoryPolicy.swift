import CGtk

public enum MemoryPolicy {
    /// Photos pass through buffers of many megabytes. glibc raises its mmap
    /// threshold after the first such buffer is freed, so later ones come from
    /// the heap and are never handed back: a fixed threshold keeps every large
    /// buffer in its own mapping, returned to the system when freed.
    public static func returnLargeBuffersToTheSystem() {
        cgtk_fix_mmap_threshold(256 * 1024)
    }
}
