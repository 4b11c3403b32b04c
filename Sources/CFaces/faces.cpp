// dlib's frontal face detector (HOG filters for a face seen from the front and turned
// a little to either side, compiled into libdlib) behind C functions: C++ exceptions
// end here, as statuses. The search runs here on any processor, or in faces_avx2.cpp's
// build for AVX2 where the processor has it.
#include "faces.h"
#include "avx2.h"

// Debian's dlib is configured to hand matrix work to LAPACK and BLAS. The detector's few
// small matrices need neither, and linking them brings OpenBLAS, which starts a thread per
// core in every process at load. config.h has no guard of its own: these two headers are
// the ones that include it, and theirs keep it from being read again below.
#include <dlib/assert.h>
#include <dlib/test_for_odr_violations.h>
#undef DLIB_USE_LAPACK
#undef DLIB_USE_BLAS

#include <dlib/image_processing/frontal_face_detector.h>
#include <dlib/revision.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

#define INSTAGRID_FACES_SPACE instagrid_faces_baseline
#include "search.h"

using namespace instagrid_faces_baseline;

// The macro's value as a string literal (two steps, so the macro is expanded first).
#define INSTAGRID_TEXT(text) #text
#define INSTAGRID_TEXT_OF(macro) INSTAGRID_TEXT(macro)

namespace {

// Made once and never destroyed: a decode thread may still be searching while the process exits.
std::once_flag loading;
const dlib::frontal_face_detector *detector = nullptr;
bool loadedFromSaved = false;

dlib::frontal_face_detector *fromSaved(const unsigned char *saved, size_t size) {
    if (!saved || size == 0) return nullptr;
    try {
        return detectorFrom(std::string(reinterpret_cast<const char *>(saved), size));
    } catch (...) {
        return nullptr;
    }
}

// The detector as `dlib::serialize` writes it: what instagrid_faces_save gives and the AVX2 search reads.
std::string serialized(const dlib::frontal_face_detector &loaded) {
    std::ostringstream out;
    dlib::serialize(loaded, out);
    return out.str();
}

// Whether instagrid_faces_find runs the AVX2 search: once its detector is read back.
std::once_flag choosing;
bool avx2Chosen = false;

}  // namespace

extern "C" instagrid_faces_status instagrid_faces_load(const unsigned char *saved, size_t saved_size, int *from_saved,
                                                       char *message, size_t message_size) {
    instagrid_faces_status status = guarded(message, message_size, [&] {
        std::call_once(loading, [&] {
            if (auto *read = fromSaved(saved, saved_size)) {
                detector = read;
                loadedFromSaved = true;
            } else {
                detector = new dlib::frontal_face_detector(dlib::get_frontal_face_detector());
            }
        });
        return INSTAGRID_FACES_OK;
    });
    if (status == INSTAGRID_FACES_OK && from_saved) *from_saved = loadedFromSaved;
    return status;
}

extern "C" instagrid_faces_status instagrid_faces_save(unsigned char **bytes, size_t *size, char *message, size_t message_size) {
    if (!bytes || !size) {
        say(message, message_size, "nowhere to save to");
        return INSTAGRID_FACES_BAD_PICTURE;
    }
    *bytes = nullptr;
    *size = 0;
    instagrid_faces_status status = instagrid_faces_load(nullptr, 0, nullptr, message, message_size);
    if (status != INSTAGRID_FACES_OK) return status;
    return guarded(message, message_size, [&] {
        const std::string written = serialized(*detector);
        *bytes = static_cast<unsigned char *>(std::malloc(written.size()));
        if (!*bytes) throw std::bad_alloc();
        std::memcpy(*bytes, written.data(), written.size());
        *size = written.size();
        return INSTAGRID_FACES_OK;
    });
}

extern "C" void instagrid_faces_free(unsigned char *bytes) { std::free(bytes); }

extern "C" const char *instagrid_faces_version(void) {
    return INSTAGRID_TEXT_OF(DLIB_MAJOR_VERSION) "." INSTAGRID_TEXT_OF(DLIB_MINOR_VERSION) "." INSTAGRID_TEXT_OF(DLIB_PATCH_VERSION);
}

// Checks what every search is given, and loads the detector.
static instagrid_faces_status prepare(const unsigned char *grey, int width, int height, size_t stride, instagrid_face *faces,
                                      size_t capacity, size_t *found, char *message, size_t message_size) {
    if (found) *found = 0;
    if (!grey || width <= 0 || height <= 0 || stride < static_cast<size_t>(width) || !found || (capacity > 0 && !faces)) {
        say(message, message_size, "no picture to look at");
        return INSTAGRID_FACES_BAD_PICTURE;
    }
    return instagrid_faces_load(nullptr, 0, nullptr, message, message_size);
}

// The search built for every processor, once `prepare` passed.
static instagrid_faces_status searchHere(const unsigned char *grey, int width, int height, size_t stride, instagrid_face *faces,
                                         size_t capacity, size_t *found, char *message, size_t message_size) {
    return guarded(message, message_size, [&] {
        search(*detector, grey, width, height, stride, faces, capacity, found);
        return INSTAGRID_FACES_OK;
    });
}

extern "C" instagrid_faces_status instagrid_faces_find_baseline(const unsigned char *grey, int width, int height, size_t stride,
                                                                instagrid_face *faces, size_t capacity, size_t *found,
                                                                char *message, size_t message_size) {
    instagrid_faces_status status = prepare(grey, width, height, stride, faces, capacity, found, message, message_size);
    if (status != INSTAGRID_FACES_OK) return status;
    return searchHere(grey, width, height, stride, faces, capacity, found, message, message_size);
}

extern "C" int instagrid_faces_uses_avx2(void) {
    std::call_once(choosing, [] {
        if (!instagrid_faces_avx2::usable() || instagrid_faces_load(nullptr, 0, nullptr, nullptr, 0) != INSTAGRID_FACES_OK) return;
        try {
            avx2Chosen = instagrid_faces_avx2::load(serialized(*detector), nullptr, 0) == INSTAGRID_FACES_OK;
        } catch (...) {
            // Out of memory for the copy: the baseline search serves.
        }
    });
    return avx2Chosen;
}

extern "C" instagrid_faces_status instagrid_faces_find(const unsigned char *grey, int width, int height, size_t stride,
                                                       instagrid_face *faces, size_t capacity, size_t *found,
                                                       char *message, size_t message_size) {
    instagrid_faces_status status = prepare(grey, width, height, stride, faces, capacity, found, message, message_size);
    if (status != INSTAGRID_FACES_OK) return status;
    if (!instagrid_faces_uses_avx2()) return searchHere(grey, width, height, stride, faces, capacity, found, message, message_size);
    return instagrid_faces_avx2::find(grey, width, height, stride, faces, capacity, found, message, message_size);
}
