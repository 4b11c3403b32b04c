// The search of faces.cpp again, built for x86-64 processors with AVX2 and FMA (from 2013
// on) and chosen where the processor has them: dlib picks its 8-wide SIMD for the HOG
// features and filters, and a search takes about 70 % of the time (docs/benchmarks.md).
//
// Two rules keep a processor without AVX2 from ever running a line of it, which PackageTests
// checks on the package's binary (no function outside `instagrid_dlib_avx2` uses AVX):
// - dlib is renamed here (`instagrid_dlib_avx2`), so that none of its inline functions and
//   templates built for AVX2 can be taken by the linker for the baseline copy of the same
//   name that faces.cpp makes;
// - every standard header dlib reads is read before the target applies, so that the
//   standard library's inline functions keep the baseline build whoever instantiates them.
#include "avx2.h"

#if defined(__x86_64__)

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <climits>
#include <clocale>
#include <cmath>
#include <compare>
#include <complex>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <cwctype>
#include <deque>
#include <exception>
#include <forward_list>
#include <fstream>
#include <functional>
#include <future>
#include <initializer_list>
#include <iomanip>
#include <ios>
#include <iosfwd>
#include <iostream>
#include <istream>
#include <iterator>
#include <limits>
#include <list>
#include <locale>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <numeric>
#include <optional>
#include <ostream>
#include <queue>
#include <ratio>
#include <set>
#include <sstream>
#include <stack>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)

#define dlib instagrid_dlib_avx2
// dlib chooses its SIMD by the compiler's flags, which stay the baseline's; the target above
// makes these instructions valid here.
#define DLIB_HAVE_SSE2
#define DLIB_HAVE_SSE3
#define DLIB_HAVE_SSE41
#define DLIB_HAVE_AVX
#define DLIB_HAVE_AVX2
// As in faces.cpp: no LAPACK or BLAS.
#include <dlib/assert.h>
#include <dlib/test_for_odr_violations.h>
#undef DLIB_USE_LAPACK
#undef DLIB_USE_BLAS
#include <dlib/image_processing/frontal_face_detector.h>

#define INSTAGRID_FACES_SPACE instagrid_faces_avx2
#include "search.h"

namespace instagrid_faces_avx2 {

namespace {

std::once_flag loading;
// Made once and never destroyed, as faces.cpp's.
const dlib::frontal_face_detector *detector = nullptr;

}  // namespace

instagrid_faces_status load(const std::string &bytes, char *message, size_t message_size) {
    instagrid_faces_status status = guarded(message, message_size, [&] {
        std::call_once(loading, [&] { detector = detectorFrom(bytes); });
        return INSTAGRID_FACES_OK;
    });
    if (status == INSTAGRID_FACES_OK && !detector) {
        say(message, message_size, "the detector could not be read back for AVX2");
        return INSTAGRID_FACES_FAILED;
    }
    return status;
}

instagrid_faces_status find(const unsigned char *grey, int width, int height, size_t stride,
                            instagrid_face *faces, size_t capacity, size_t *found, char *message, size_t message_size) {
    return guarded(message, message_size, [&] {
        search(*detector, grey, width, height, stride, faces, capacity, found);
        return INSTAGRID_FACES_OK;
    });
}

}  // namespace instagrid_faces_avx2

#pragma clang attribute pop

namespace instagrid_faces_avx2 {

bool usable() { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); }

}  // namespace instagrid_faces_avx2

#else

namespace instagrid_faces_avx2 {

bool usable() { return false; }

instagrid_faces_status load(const std::string &, char *, size_t) { return INSTAGRID_FACES_FAILED; }

instagrid_faces_status find(const unsigned char *, int, int, size_t, instagrid_face *, size_t, size_t *, char *, size_t) {
    return INSTAGRID_FACES_FAILED;
}

}  // namespace instagrid_faces_avx2

#endif
