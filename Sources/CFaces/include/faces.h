#ifndef INSTAGRID_FACES_H
#define INSTAGRID_FACES_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A face found: its box in the picture's pixels, and how sure the detector is (above 0).
typedef struct {
    double left, top, width, height;
    double score;
} instagrid_face;

typedef enum {
    INSTAGRID_FACES_OK = 0,
    /// The picture or the buffer given is not one (no pixels, a stride shorter than a row).
    INSTAGRID_FACES_BAD_PICTURE = 1,
    INSTAGRID_FACES_NO_MEMORY = 2,
    /// The detector failed otherwise; `message` says how.
    INSTAGRID_FACES_FAILED = 3,
} instagrid_faces_status;

/// Loads the detector once a process; later calls do nothing. From `saved` (`saved_size`
/// bytes that `instagrid_faces_save` gave, or NULL) in a few milliseconds; where there is
/// none, or it is not one, from dlib's own copy, which takes a third of a second to unpack.
/// `from_saved` (may be NULL) says which. Safe from any thread at once.
instagrid_faces_status instagrid_faces_load(const unsigned char *saved, size_t saved_size, int *from_saved,
                                            char *message, size_t message_size);

/// The loaded detector as bytes `instagrid_faces_load` takes, in `*bytes` (`*size` of them;
/// free them with `instagrid_faces_free`): for a cache, so the next process loads it fast.
instagrid_faces_status instagrid_faces_save(unsigned char **bytes, size_t *size, char *message, size_t message_size);

void instagrid_faces_free(unsigned char *bytes);

/// dlib's version ("19.24.6"): a saved detector is only read by the version that saved it.
const char *instagrid_faces_version(void);

/// Finds the faces in a grey picture (one byte a pixel, rows `stride` bytes apart), upright
/// and mildly turned, about 80 pixels and larger. Writes up to `capacity` of them, the
/// surest first, and their number to `found` (which may exceed `capacity`). Safe from any
/// thread at once; loads the detector first if no call has yet (`instagrid_faces_load`). Never throws:
/// a failure is its status, and `message` (`message_size` bytes, may be NULL) says why.
instagrid_faces_status instagrid_faces_find(const unsigned char *grey, int width, int height, size_t stride,
                                            instagrid_face *faces, size_t capacity, size_t *found,
                                            char *message, size_t message_size);

/// Whether `instagrid_faces_find` runs the search built for AVX2 and FMA (x86-64 processors
/// from 2013 on) on this one: the same faces, in about 70 % of the time. Loads the detector.
int instagrid_faces_uses_avx2(void);

/// `instagrid_faces_find` on the search built for every processor, whatever this one runs:
/// what the AVX2 search is checked against.
instagrid_faces_status instagrid_faces_find_baseline(const unsigned char *grey, int width, int height, size_t stride,
                                                     instagrid_face *faces, size_t capacity, size_t *found,
                                                     char *message, size_t message_size);

#ifdef __cplusplus
}
#endif

#endif
