#!/usr/bin/python3
"""An independent reader of Megatron-LM's MMIDIDX indexed dataset, the way
megatron/core/datasets/indexed_dataset.py reads it: struct for the header,
numpy.memmap + frombuffer for the arrays and the tokens. Checks a PREFIX.bin
/ PREFIX.idx pair that mtok wrote and exits 1 with a message on any problem.

usage: megatron_reader.py PREFIX [--expect-u16le FILE] [--expect-ids FILE]
                          [--print] [--docs N] [--one-seq-per-doc]
  --expect-u16le FILE  all tokens, back to back, equal FILE (uint16 LE)
  --expect-ids FILE    one line of space-separated ids per document
  --print              print each document's ids on one line
  --docs N             the shard must hold N documents
"""
import struct
import sys

import numpy

DTYPES = {1: numpy.uint8, 2: numpy.int8, 3: numpy.int16, 4: numpy.int32,
          5: numpy.int64, 6: numpy.float64, 7: numpy.float32, 8: numpy.uint16}


def fail(msg):
    print("megatron_reader: " + msg, file=sys.stderr)
    sys.exit(1)


def main(argv):
    if len(argv) < 2:
        fail("usage: megatron_reader.py PREFIX [--expect-u16le FILE] [--expect-ids FILE] [--print] [--docs N]")
    prefix = argv[1]
    opts = argv[2:]
    idx_path, bin_path = prefix + ".idx", prefix + ".bin"
    with open(idx_path, "rb") as f:
        if f.read(9) != b"MMIDIDX\x00\x00":
            fail(idx_path + ": bad magic")
        (version,) = struct.unpack("<Q", f.read(8))
        if version != 1:
            fail(idx_path + ": version %d" % version)
        (code,) = struct.unpack("<B", f.read(1))
        if code not in DTYPES:
            fail(idx_path + ": dtype code %d" % code)
        dtype = DTYPES[code]
        (seq_count,) = struct.unpack("<Q", f.read(8))
        (doc_count,) = struct.unpack("<Q", f.read(8))
        offset = f.tell()
    idx = numpy.memmap(idx_path, mode="r", order="C")
    idx_buf = memoryview(idx)
    lengths = numpy.frombuffer(idx_buf, dtype=numpy.int32, count=seq_count, offset=offset)
    pointers = numpy.frombuffer(idx_buf, dtype=numpy.int64, count=seq_count, offset=offset + lengths.nbytes)
    docs = numpy.frombuffer(idx_buf, dtype=numpy.int64, count=doc_count,
                            offset=offset + lengths.nbytes + pointers.nbytes)
    if offset + lengths.nbytes + pointers.nbytes + docs.nbytes != len(idx):
        fail(idx_path + ": %d bytes, layout needs %d" % (len(idx), offset + lengths.nbytes + pointers.nbytes + docs.nbytes))
    itemsize = numpy.dtype(dtype).itemsize
    expect_ptr = numpy.zeros(seq_count, dtype=numpy.int64)
    if seq_count:
        expect_ptr[1:] = numpy.cumsum(lengths.astype(numpy.int64) * itemsize)[:-1]
    if not numpy.array_equal(pointers, expect_ptr):
        fail(idx_path + ": sequence pointers are not the running sum of lengths")
    if (lengths < 0).any():
        fail(idx_path + ": negative sequence length")
    if doc_count < 1 or docs[0] != 0 or docs[-1] != seq_count or (numpy.diff(docs) < 0).any():
        fail(idx_path + ": document indices do not rise from 0 to the sequence count")
    if "--one-seq-per-doc" in opts and not numpy.array_equal(docs, numpy.arange(seq_count + 1)):
        fail(idx_path + ": not one sequence per document")
    total = int(lengths.sum(dtype=numpy.int64))
    binmap = numpy.memmap(bin_path, mode="r", order="C") if total else numpy.zeros(0, dtype=numpy.uint8)
    if len(binmap) != total * itemsize:
        fail(bin_path + ": %d bytes, index says %d" % (len(binmap), total * itemsize))
    bin_buf = memoryview(binmap) if total else b""

    def seq(i):
        return numpy.frombuffer(bin_buf, dtype=dtype, count=int(lengths[i]), offset=int(pointers[i]))

    n_docs = doc_count - 1
    if "--docs" in opts:
        want = int(opts[opts.index("--docs") + 1])
        if n_docs != want:
            fail("%s: %d documents, expected %d" % (prefix, n_docs, want))
    if "--expect-u16le" in opts:
        ref = numpy.fromfile(opts[opts.index("--expect-u16le") + 1], dtype="<u2")
        got = numpy.concatenate([seq(i) for i in range(seq_count)]) if seq_count else numpy.zeros(0)
        if len(got) != len(ref) or not numpy.array_equal(got.astype(numpy.int64), ref.astype(numpy.int64)):
            fail("%s: tokens differ from the reference (%d vs %d tokens)" % (prefix, len(got), len(ref)))
    if "--expect-ids" in opts:
        with open(opts[opts.index("--expect-ids") + 1]) as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) != n_docs:
            fail("%s: %d documents, reference has %d" % (prefix, n_docs, len(lines)))
        for d, line in enumerate(lines):
            want = [int(x) for x in line.split()]
            got = numpy.concatenate([seq(i) for i in range(docs[d], docs[d + 1])] or [numpy.zeros(0, dtype)])
            if got.tolist() != want:
                fail("%s: document %d differs from the reference" % (prefix, d))
    if "--print" in opts:
        for d in range(n_docs):
            parts = [seq(i) for i in range(docs[d], docs[d + 1])]
            print(" ".join(str(int(x)) for p in parts for x in p))
    print("ok: %s %d documents, %d tokens, %s" % (prefix, n_docs, total, numpy.dtype(dtype).name), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
